package app.assessment.application.service.notification;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import app.assessment.application.fakes.FixedClock;
import app.assessment.application.fakes.RecordingAuditTrail;
import app.assessment.application.fakes.RecordingNotificationReads;
import app.assessment.application.fakes.Samples;
import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Role;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A user's inbox is their own: they read and mark only notifications delivered to them, and each marking is audited. */
class NotificationInboxServiceTest {

    private final RecordingNotificationReads reads = new RecordingNotificationReads();
    private final RecordingAuditTrail audit = new RecordingAuditTrail();
    private final FixedClock clock = new FixedClock(Samples.T0);
    private final NotificationInboxService service = new NotificationInboxService(reads, audit, clock);
    private final Caller ana = Samples.caller(Role.PROFESSOR, "ana");

    @Test
    void list_readsTheCallersOwnInboxAtThePageAsked() {
        service.list(ana, true, new PageRequest(2, 10));

        assertThat(reads.inboxReads).containsExactly(List.of("ana", true, 10, 10));
    }

    @Test
    void markRead_ownNotification_isReadNowAndAudited() {
        reads.deliver("n1", "ana");

        service.markRead(ana, "n1");

        assertThat(reads.readAt).containsEntry("n1", Samples.T0);
        assertThat(audit.last().action()).isEqualTo("notification.read");
        assertThat(audit.last().entityId()).isEqualTo("n1");
        assertThat(audit.last().occurredAt()).isEqualTo(Samples.T0);
    }

    @Test
    void markRead_anotherUsersOrAnUnknownNotification_isNotFoundAndNotAudited() {
        reads.deliver("n1", "bia");

        for (String id : List.of("n1", "missing")) {
            DomainException refused = catchThrowableOfType(DomainException.class, () -> service.markRead(ana, id));
            assertThat(refused.kind()).isEqualTo(DomainException.Kind.NOT_FOUND);
        }
        assertThat(reads.readAt).isEmpty();
        assertThat(audit.entries).isEmpty();
    }

    @Test
    void markAllRead_marksOnlyTheCallersUnreadAndAuditsTheCount() {
        reads.deliver("n1", "ana");
        reads.deliver("n2", "ana");
        reads.deliver("n3", "bia");
        service.markRead(ana, "n1");

        int count = service.markAllRead(ana);

        assertThat(count).isEqualTo(1);
        assertThat(reads.readAt).containsOnlyKeys("n1", "n2");
        assertThat(audit.actions()).containsExactly("notification.read", "notification.read-all");
        assertThat(audit.last().changes()).isEqualTo(Map.of("count", 1));
    }
}
