package app.assessment.application.service.notification;

import static app.assessment.application.fakes.Samples.ORG;
import static app.assessment.application.fakes.Samples.T0;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import app.assessment.application.fakes.FixedClock;
import app.assessment.application.fakes.InMemoryNotificationAdministration;
import app.assessment.application.fakes.InMemoryNotificationAdministration.Row;
import app.assessment.application.fakes.InMemoryOrganizations;
import app.assessment.application.fakes.InMemoryUsers;
import app.assessment.application.fakes.RecordingAuditTrail;
import app.assessment.application.fakes.Samples;
import app.assessment.application.fakes.SequentialIds;
import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.notification.NotificationAdministrationUseCases.Announced;
import app.assessment.application.port.in.notification.NotificationAdministrationUseCases.Announcement;
import app.assessment.domain.notification.NotificationStatus;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Notifications are administered by a SUPER_ADMIN only: an announcement goes to the active users of an existing
 * organization (of one role, when named) on each channel asked, now or at a time up to a year ahead, and is audited;
 * only a scheduled or queued notification is cancelled, only a failed one retried.
 */
class NotificationAdministrationServiceTest {

    private final InMemoryUsers users = new InMemoryUsers();
    private final InMemoryNotificationAdministration admin = new InMemoryNotificationAdministration(users);
    private final InMemoryOrganizations organizations = new InMemoryOrganizations();
    private final RecordingAuditTrail audit = new RecordingAuditTrail();
    private final FixedClock clock = new FixedClock(T0);
    private final NotificationAdministrationService service = new NotificationAdministrationService(admin, organizations, audit,
            new SequentialIds(), clock);
    private final Caller root = Samples.caller(Role.SUPER_ADMIN, "root");

    @BeforeEach
    void anOrganizationWithTwoActiveProfessorsAnInactiveOneAndAStudent() {
        organizations.add(new Organization(ORG, "Escola Azul", T0));
        users.add(Samples.user("ana", Role.PROFESSOR));
        users.add(Samples.user("bia", Role.PROFESSOR));
        User gil = Samples.user("gil", Role.PROFESSOR);
        users.add(new User(gil.id(), ORG, gil.email(), null, gil.name(), null, null, "hash", gil.role(), false, 0, null, null, null,
                null, T0, T0));
        users.add(Samples.user("caio", Role.STUDENT));
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"ADMIN,announce", "ADMIN,cancel", "ADMIN,retry", "PROFESSOR,announce", "STUDENT,retry"})
    void anyoneButASuperAdmin_isForbidden(Role role, String action) {
        Caller caller = Samples.caller(role, "u1");
        admin.statuses.put("n1", NotificationStatus.FAILED);

        ThrowingCallable call = switch (action) {
            case "announce" -> () -> service.announce(caller, announcement(null, null, "email"));
            case "cancel" -> () -> service.cancel(caller, "n1");
            default -> () -> service.retry(caller, "n1");
        };

        assertThat(refusal(call).kind()).isEqualTo(DomainException.Kind.FORBIDDEN);
        assertThat(admin.announced).isEmpty();
        assertThat(admin.statuses).containsEntry("n1", NotificationStatus.FAILED);
        assertThat(audit.entries).isEmpty();
    }

    @Test
    void announce_toARole_reachesItsActiveUsersOnEachChannelNowAndIsAudited() {
        Announced announced = service.announce(root, announcement(null, "PROFESSOR", "email", "in_app"));

        assertThat(announced).isEqualTo(new Announced("id1", 4, 2, "queued", T0));
        assertThat(admin.announced).extracting(Row::userId).containsOnly("ana", "bia");
        assertThat(admin.announced).allSatisfy(row -> assertThat(row.scheduled()).isFalse());
        assertThat(audit.last().action()).isEqualTo("notification.announce");
        assertThat(audit.last().entityId()).isEqualTo("id1");
        assertThat(audit.last().changes()).containsEntry("role", "PROFESSOR").containsEntry("count", 4)
                .containsEntry("organizationId", ORG);
    }

    @Test
    void announce_withoutARole_reachesEveryActiveUser() {
        Announced announced = service.announce(root, announcement(null, null, "in_app"));

        assertThat(admin.announced).extracting(Row::userId).containsExactlyInAnyOrder("ana", "bia", "caio");
        assertThat(announced.recipients()).isEqualTo(3);
        assertThat(audit.last().changes()).containsEntry("role", "all");
    }

    @ParameterizedTest(name = "sendAt {0} from now: scheduled {1}")
    @CsvSource({"PT1H,true", "P366D,true", "-PT1H,false"})
    void announce_sendAt_inTheFutureIsScheduledThenOtherwiseQueuedNow(Duration from, boolean scheduled) {
        Instant sendAt = T0.plus(from);

        Announced announced = service.announce(root, new Announcement("Aviso", "Corpo", List.of("email"), null, null, sendAt));

        assertThat(announced.status()).isEqualTo(scheduled ? "scheduled" : "queued");
        assertThat(announced.scheduledFor()).isEqualTo(scheduled ? sendAt : T0);
        assertThat(admin.announced).allSatisfy(row -> assertThat(row.at()).isEqualTo(announced.scheduledFor()));
    }

    @Test
    void announce_toAnotherExistingOrganization_reachesItsUsersOnly() {
        organizations.add(new Organization("org2", "Escola Verde", T0));

        Announced announced = service.announce(root, announcement("org2", null, "email"));

        assertThat(announced.count()).isZero();
        assertThat(audit.last().changes()).containsEntry("organizationId", "org2");
    }

    /** An empty channels cell is no channel at all. */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"title,' ',Corpo,email,,,", "body,Aviso,'',email,,,", "channels,Aviso,Corpo,,,,",
            "channels,Aviso,Corpo,sms,,,", "role,Aviso,Corpo,email,,TEACHER,", "sendAt,Aviso,Corpo,email,,,P367D",
            "organization,Aviso,Corpo,email,org9,,"})
    void announce_invalidOrUnknownPart_isRefusedAndWritesNothing(String what, String title, String body, String channel,
                                                               String organizationId, String role, String sendAtFromNow) {
        Instant sendAt = sendAtFromNow == null ? null : T0.plus(Duration.parse(sendAtFromNow));
        Announcement announcement = new Announcement(title, body, channel == null ? List.of() : List.of(channel), organizationId,
                role, sendAt);

        DomainException refused = refusal(() -> service.announce(root, announcement));

        if (what.equals("organization")) {
            assertThat(refused.kind()).isEqualTo(DomainException.Kind.NOT_FOUND);
        } else {
            assertThat(refused.kind()).isEqualTo(DomainException.Kind.INVALID);
            assertThat(refused.field()).contains(what);
        }
        assertThat(admin.announced).isEmpty();
        assertThat(audit.entries).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"SCHEDULED", "QUEUED"})
    void cancel_pendingNotification_isCancelledAndAudited(NotificationStatus status) {
        admin.statuses.put("n1", status);

        service.cancel(root, "n1");

        assertThat(admin.statuses).containsEntry("n1", NotificationStatus.CANCELLED);
        assertThat(audit.last().action()).isEqualTo("notification.cancel");
        assertThat(audit.last().changes()).containsEntry("statusBefore", status.wireValue());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"SENT", "FAILED", "CANCELLED", "SKIPPED"})
    void cancel_notificationNoLongerPending_isAConflict(NotificationStatus status) {
        admin.statuses.put("n1", status);

        assertConflict(() -> service.cancel(root, "n1"), "NOTIFICATION_NOT_PENDING");
        assertThat(admin.statuses).containsEntry("n1", status);
    }

    @Test
    void cancel_notificationSentMeanwhile_isAConflictAndNotAudited() {
        admin.statuses.put("n1", NotificationStatus.QUEUED);
        admin.leftMeanwhile.add("n1");

        assertConflict(() -> service.cancel(root, "n1"), "NOTIFICATION_NOT_PENDING");
    }

    @Test
    void retry_failedNotification_isQueuedAgainNowAndAudited() {
        admin.statuses.put("n1", NotificationStatus.FAILED);

        service.retry(root, "n1");

        assertThat(admin.requeuedAt).containsEntry("n1", T0);
        assertThat(audit.last().action()).isEqualTo("notification.retry");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"SCHEDULED", "QUEUED", "SENT", "CANCELLED", "SKIPPED"})
    void retry_notificationThatDidNotFail_isAConflict(NotificationStatus status) {
        admin.statuses.put("n1", status);

        assertConflict(() -> service.retry(root, "n1"), "NOTIFICATION_NOT_FAILED");
        assertThat(admin.requeuedAt).isEmpty();
    }

    @Test
    void cancelOrRetry_unknownNotification_isNotFound() {
        assertThat(refusal(() -> service.cancel(root, "nope")).kind()).isEqualTo(DomainException.Kind.NOT_FOUND);
        assertThat(refusal(() -> service.retry(root, "nope")).kind()).isEqualTo(DomainException.Kind.NOT_FOUND);
    }

    private void assertConflict(ThrowingCallable call, String code) {
        DomainException refused = refusal(call);
        assertThat(refused.kind()).isEqualTo(DomainException.Kind.CONFLICT);
        assertThat(refused.code()).isEqualTo(code);
        assertThat(audit.entries).isEmpty();
    }

    private static Announcement announcement(String organizationId, String role, String... channels) {
        return new Announcement("Aviso", "Corpo", List.of(channels), organizationId, role, null);
    }

    private static DomainException refusal(ThrowingCallable call) {
        return catchThrowableOfType(DomainException.class, call);
    }
}
