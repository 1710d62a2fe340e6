package app.assessment.application.service.notification;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.fakes.FixedClock;
import app.assessment.application.fakes.InMemoryAssignments;
import app.assessment.application.fakes.InMemoryCharges;
import app.assessment.application.fakes.InMemoryForms;
import app.assessment.application.fakes.InMemoryParticipants;
import app.assessment.application.fakes.InMemoryUsers;
import app.assessment.application.fakes.Samples;
import app.assessment.application.port.out.notification.NotificationOutbox.Claimed;
import app.assessment.application.port.out.notification.NotificationPreferencesStore;
import app.assessment.application.port.out.notification.NotificationRenderer;
import app.assessment.application.port.out.notification.NotificationSettings;
import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.assignment.StudentParticipant;
import app.assessment.domain.notification.NotificationChannel;
import app.assessment.domain.notification.NotificationPreferences;
import app.assessment.domain.notification.NotificationType;
import app.assessment.domain.notification.TemplateVariables;
import app.assessment.domain.payment.Amount;
import app.assessment.domain.payment.Charge;
import app.assessment.domain.payment.PaymentMethod;
import app.assessment.domain.payment.PaymentStatus;
import app.assessment.domain.user.Role;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class NotificationContentTest {

    private static final StudentParticipant LIA = new StudentParticipant("s1");
    private static final Instant CLOSES = Samples.T0.plus(Duration.ofDays(3));

    private final FixedClock clock = new FixedClock(Samples.T0);
    private final InMemoryAssignments assignments = new InMemoryAssignments();
    private final InMemoryParticipants participants = new InMemoryParticipants();
    private final InMemoryForms forms = new InMemoryForms();
    private final InMemoryCharges charges = new InMemoryCharges(assignments);
    private final InMemoryUsers users = new InMemoryUsers();
    private final Map<String, NotificationPreferences> preferences = new HashMap<>();
    /** What the renderer was given last. */
    private Map<String, String> rendered;
    private final NotificationRenderer renderer = (organizationId, locale, type, values) -> {
        rendered = values;
        return new NotificationRenderer.Rendered(type.name(), "text", "html");
    };
    private final NotificationSettings settings = new NotificationSettings("https://app.example", "/{locale}/t/{token}", "en",
            Duration.ofHours(24), 50, Duration.ofMinutes(5), 500, 3);
    private final NotificationContent content = new NotificationContent(assignments, participants, forms, charges, users, renderer,
            settings, new OrganizationNotificationPreferences(new Preferences(), settings), clock);

    @Test
    void anAssignmentsMail_goesToTheParticipantsCurrentAddress_withItsLinkAndPendingCharge() {
        participants.add(LIA, "Lia Souza", null);
        forms.put(Samples.form("f1", "prof1", true, false));
        Assignment assignment = assignments.put(Assignment.assign("a1", Samples.ORG, "f1", LIA, "prof1", "tok1", null, CLOSES, Samples.T0));
        charges.insert(new Charge("c1", "a1", Samples.ORG, PaymentMethod.PIX, new Amount(new BigDecimal("49.90")), PaymentStatus.PENDING,
                "pay_1", "https://pay.example/c1", "qr", "qr-text", null, null, null, Samples.T0, Samples.T0));

        NotificationContent.Prepared prepared = content.prepare(claimed(NotificationType.ASSIGNMENT_CREATED, assignment.id(), Map.of()));

        assertThat(prepared.email()).isEqualTo("s1@example.com");
        assertThat(prepared.message().subject()).isEqualTo("ASSIGNMENT_CREATED");
        assertThat(rendered).containsEntry("recipientName", "Lia Souza").containsEntry("formTitle", "Matemática f1")
                .containsEntry("testLink", "https://app.example/en/t/tok1").containsEntry("paymentLink", "https://pay.example/c1")
                .containsEntry("amount", "49.90").containsEntry("scheduledAt", "");
    }

    @Test
    void everyTemplateVariable_isGiven_emptyWhenNothingFillsIt() {
        participants.add(LIA, "Lia Souza", null);
        assignments.put(Assignment.assign("a1", Samples.ORG, "f1", LIA, "prof1", "tok1", null, null, Samples.T0));

        content.prepare(claimed(NotificationType.ASSIGNMENT_CREATED, "a1", Map.of()));

        assertThat(rendered).containsKeys(TemplateVariables.all().toArray(String[]::new))
                .containsEntry("pixCode", "").containsEntry("code", "");
    }

    @Test
    void aTypeTheOrganizationTurnedOff_isSkipped_unrendered() {
        preferences.put(Samples.ORG, new NotificationPreferences(
                Set.of(NotificationPreferences.pair(NotificationChannel.EMAIL, NotificationType.ASSIGNMENT_CREATED)),
                Duration.ofHours(24), Duration.ofHours(24), "en", ZoneId.of("UTC"), null, null));

        NotificationContent.Prepared prepared = content.prepare(claimed(NotificationType.ASSIGNMENT_CREATED, "a1", Map.of()));

        assertThat(prepared.message()).isNull();
        assertThat(prepared.dropReason()).isEqualTo(NotificationContent.TURNED_OFF);
        assertThat(prepared.cancelled()).isFalse();
        assertThat(rendered).isNull();
    }

    @Test
    void aMailOfAnAssignmentThatIsGone_isCancelled() {
        NotificationContent.Prepared prepared = content.prepare(claimed(NotificationType.ASSIGNMENT_CREATED, "gone", Map.of()));

        assertThat(prepared.cancelled()).isTrue();
        assertThat(prepared.dropReason()).isEqualTo("assignment not found");
    }

    @Test
    void aReminderWhoseWindowMoved_isCancelled() {
        participants.add(LIA, "Lia Souza", null);
        assignments.put(Assignment.assign("a1", Samples.ORG, "f1", LIA, "prof1", "tok1", null, CLOSES, Samples.T0));

        NotificationContent.Prepared prepared = content.prepare(claimed(NotificationType.ASSIGNMENT_REMINDER, "a1",
                Map.of("about", "closes", "windowEdge", CLOSES.plus(Duration.ofDays(1)).toString())));

        assertThat(prepared.cancelled()).isTrue();
        assertThat(prepared.dropReason()).isEqualTo("assignment closed or rescheduled");
    }

    @Test
    void aUsersMail_goesToTheUsersCurrentAddress_andWithoutAnyAddressIsSkipped() {
        users.add(Samples.user("adm1", Role.ADMIN));

        NotificationContent.Prepared toUser = content.prepare(new Claimed("n1", Samples.ORG, NotificationChannel.EMAIL,
                NotificationType.ANNOUNCEMENT, "adm1", "old@example.com", "Old", null, Map.of("title", "t", "body", "b"), 1, Samples.T0));
        NotificationContent.Prepared nowhere = content.prepare(new Claimed("n2", Samples.ORG, NotificationChannel.EMAIL,
                NotificationType.ANNOUNCEMENT, null, null, "Nobody", null, Map.of(), 1, Samples.T0));

        assertThat(toUser.email()).isEqualTo("adm1@example.com");
        assertThat(toUser.name()).isEqualTo("User adm1");
        assertThat(nowhere.message()).isNull();
        assertThat(nowhere.dropReason()).isEqualTo("recipient has no e-mail address");
        assertThat(nowhere.cancelled()).isFalse();
    }

    private static Claimed claimed(NotificationType type, String assignmentId, Map<String, String> payload) {
        return new Claimed("n1", Samples.ORG, NotificationChannel.EMAIL, type, null, null, null, assignmentId, payload, 1, Samples.T0);
    }

    private final class Preferences implements NotificationPreferencesStore {
        @Override
        public Optional<NotificationPreferences> find(String organizationId) {
            return Optional.ofNullable(preferences.get(organizationId));
        }

        @Override
        public void save(String organizationId, NotificationPreferences preferences, String updatedBy, Instant at) {
            throw new UnsupportedOperationException();
        }

        @Override
        public int moveReminders(String organizationId, String about, Duration lead) {
            throw new UnsupportedOperationException();
        }
    }
}
