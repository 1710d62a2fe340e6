package app.assessment.application.service.notification;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import app.assessment.application.fakes.FixedClock;
import app.assessment.application.fakes.RecordingAuditTrail;
import app.assessment.application.fakes.Samples;
import app.assessment.application.fakes.SequentialIds;
import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.notification.NotificationAdministrationUseCases.Announced;
import app.assessment.application.port.in.notification.NotificationAdministrationUseCases.Announcement;
import app.assessment.application.port.out.OrganizationRepository;
import app.assessment.application.port.out.notification.NotificationAdministration;
import app.assessment.domain.notification.NotificationChannel;
import app.assessment.domain.notification.NotificationStatus;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Role;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class NotificationAdministrationServiceTest {

    private final FixedClock clock = new FixedClock(Samples.T0);
    private final Admin admin = new Admin();
    private final RecordingAuditTrail audit = new RecordingAuditTrail();
    private final NotificationAdministrationService service = new NotificationAdministrationService(admin, new Organizations(), audit,
            new SequentialIds(), clock);
    private final Caller root = Samples.caller(Role.SUPER_ADMIN, "root");

    @Test
    void anAnnouncementForLater_isScheduled_andOneForThePastGoesNow() {
        Instant later = Samples.T0.plus(Duration.ofDays(1));

        Announced scheduled = service.announce(root, announcement(List.of("email", "in_app"), later));
        Announced now = service.announce(root, announcement(List.of("email"), Samples.T0.minus(Duration.ofHours(1))));

        assertThat(scheduled.status()).isEqualTo(NotificationStatus.SCHEDULED.wireValue());
        assertThat(scheduled.scheduledFor()).isEqualTo(later);
        assertThat(scheduled.recipients()).isEqualTo(admin.recipients);
        assertThat(scheduled.count()).isEqualTo(2 * admin.recipients);
        assertThat(now.status()).isEqualTo(NotificationStatus.QUEUED.wireValue());
        assertThat(now.scheduledFor()).isEqualTo(Samples.T0);
        assertThat(audit.actions()).containsExactly("notification.announce", "notification.announce");
    }

    @Test
    void anAnnouncement_moreThanAYearAhead_orWithoutAKnownChannel_isA400() {
        DomainException tooFar = catchThrowableOfType(DomainException.class,
                () -> service.announce(root, announcement(List.of("email"), Samples.T0.plus(Duration.ofDays(367)))));
        DomainException noChannel = catchThrowableOfType(DomainException.class,
                () -> service.announce(root, announcement(List.of("sms"), null)));

        assertThat(tooFar.field()).contains("sendAt");
        assertThat(noChannel.field()).contains("channels");
        assertThat(admin.announced).isZero();
    }

    @Test
    void onlyAPendingNotification_isCancelled_andOnlyAFailedOneRetried() {
        admin.statuses.put("n1", NotificationStatus.SENT);
        admin.statuses.put("n2", NotificationStatus.QUEUED);
        admin.statuses.put("n3", NotificationStatus.FAILED);

        assertThat(catchThrowableOfType(DomainException.class, () -> service.cancel(root, "n1")).code())
                .isEqualTo("NOTIFICATION_NOT_PENDING");
        service.cancel(root, "n2");
        assertThat(catchThrowableOfType(DomainException.class, () -> service.retry(root, "n2")).code())
                .isEqualTo("NOTIFICATION_NOT_FAILED");
        service.retry(root, "n3");

        assertThat(audit.actions()).containsExactly("notification.cancel", "notification.retry");
    }

    @Test
    void aCancellationThatFindsNothingLeftToCancel_isAConflict() {
        admin.statuses.put("n1", NotificationStatus.QUEUED);
        admin.cancelFinds = 0;

        assertThat(catchThrowableOfType(DomainException.class, () -> service.cancel(root, "n1")).code())
                .isEqualTo("NOTIFICATION_NOT_PENDING");
        assertThat(audit.entries).isEmpty();
    }

    @Test
    void anAdministratorOfOneOrganization_administersNothing() {
        assertThat(catchThrowableOfType(DomainException.class,
                () -> service.announce(Samples.caller(Role.ADMIN, "adm"), announcement(List.of("email"), null))).kind())
                .isEqualTo(DomainException.Kind.FORBIDDEN);
    }

    private static Announcement announcement(List<String> channels, Instant sendAt) {
        return new Announcement("Maintenance", "Sunday 2 am", channels, null, null, sendAt);
    }

    /** Three users receive every announcement; statuses as a test sets them. */
    private static final class Admin implements NotificationAdministration {
        final int recipients = 3;
        final Map<String, NotificationStatus> statuses = new HashMap<>();
        int announced;
        int cancelFinds = 1;

        @Override
        public int announce(String batchId, String organizationId, Role role, Set<NotificationChannel> channels, String title,
                            String body, Instant sendAt, boolean scheduled, Instant now) {
            announced++;
            return recipients * channels.size();
        }

        @Override
        public Optional<NotificationStatus> statusOf(String id) {
            return Optional.ofNullable(statuses.get(id));
        }

        @Override
        public int cancel(String id, String reason) {
            return cancelFinds;
        }

        @Override
        public boolean requeueFailed(String id, Instant now) {
            return statuses.get(id) == NotificationStatus.FAILED;
        }
    }

    private static final class Organizations implements OrganizationRepository {
        @Override
        public Optional<Organization> byId(String id) {
            return Samples.ORG.equals(id) ? Optional.of(new Organization(id, "Org", Samples.T0)) : Optional.empty();
        }

        @Override
        public void add(Organization organization) {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean existsByName(String name) {
            throw new UnsupportedOperationException();
        }

        @Override
        public List<Organization> all() {
            throw new UnsupportedOperationException();
        }
    }
}
