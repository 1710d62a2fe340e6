package app.assessment.application.service.notification;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.fakes.EmptyPorts;
import app.assessment.application.fakes.FixedClock;
import app.assessment.application.fakes.InMemoryAssignments;
import app.assessment.application.fakes.InMemoryCharges;
import app.assessment.application.fakes.InMemoryForms;
import app.assessment.application.fakes.InMemoryParticipants;
import app.assessment.application.fakes.InMemoryUsers;
import app.assessment.application.fakes.InlineWork;
import app.assessment.application.fakes.QueuedOutbox;
import app.assessment.application.fakes.RecordingMail;
import app.assessment.application.fakes.Samples;
import app.assessment.application.port.in.notification.DispatchNotificationsUseCase.Report;
import app.assessment.application.port.out.notification.NotificationOutbox.Claimed;
import app.assessment.application.port.out.notification.NotificationOutbox.Outcome;
import app.assessment.application.port.out.notification.NotificationPreferencesStore;
import app.assessment.application.port.out.notification.NotificationRenderer;
import app.assessment.application.port.out.notification.NotificationSettings;
import app.assessment.domain.notification.NotificationChannel;
import app.assessment.domain.notification.NotificationStatus;
import app.assessment.domain.notification.NotificationType;
import app.assessment.domain.notification.RetryBackoff;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class NotificationDispatchServiceTest {

    private final FixedClock clock = new FixedClock(Samples.T0);
    private final QueuedOutbox outbox = new QueuedOutbox();
    private final RecordingMail mail = new RecordingMail();
    private final InlineWork senders = new InlineWork();
    private final NotificationSettings settings = new NotificationSettings("https://app.example", "/{locale}/t/{token}", "en",
            Duration.ofHours(1), 2, Duration.ofMinutes(5), 5, 3);
    private final NotificationRenderer renderer = (organizationId, locale, type, values) ->
            new NotificationRenderer.Rendered("Hello " + values.get("recipientName"), "text", "<p>html</p>");
    private final InMemoryAssignments assignments = new InMemoryAssignments();
    private final NotificationContent content = new NotificationContent(assignments, new InMemoryParticipants(),
            new InMemoryForms(), new InMemoryCharges(assignments), new InMemoryUsers(), renderer, settings,
            new OrganizationNotificationPreferences(EmptyPorts.of(NotificationPreferencesStore.class), settings), clock);
    private final NotificationDispatchService dispatcher = new NotificationDispatchService(outbox, content, mail, settings, clock,
            senders);

    @Test
    void dueRows_areSentThroughTheSendersPort_andEachBatchRecordedOnce() {
        outbox.due.addAll(List.of(row("n1", "a@example.org", 1), row("n2", "b@example.org", 1), row("n3", "c@example.org", 1)));

        Report report = dispatcher.dispatch();

        assertThat(report).isEqualTo(new Report(3, 0, 0, 0));
        assertThat(mail.sent).extracting(m -> m.to()).containsExactly("a@example.org", "b@example.org", "c@example.org");
        assertThat(senders.submitted).isEqualTo(3);
        assertThat(outbox.recorded).hasSize(2);
        assertThat(outbox.recorded.get(0)).extracting(Outcome::id).containsExactly("n1", "n2");
        assertThat(outbox.recorded.get(1)).singleElement().satisfies(o -> {
            assertThat(o.status()).isEqualTo(NotificationStatus.SENT);
            assertThat(o.at()).isEqualTo(Samples.T0);
            assertThat(o.subject()).isEqualTo("Hello Carla");
        });
    }

    @Test
    void aRun_claimsNoMoreThanItsShare() {
        for (int i = 0; i < 8; i++) {
            outbox.due.add(row("n" + i, i + "@example.org", 1));
        }

        assertThat(dispatcher.dispatch().sent()).isEqualTo(5);
        assertThat(outbox.claimLimits).containsExactly(2, 2, 1);
        assertThat(outbox.due).hasSize(3);
    }

    @Test
    void aRefusedMail_isRetriedAfterTheBackoff_untilItsLastAttemptFails() {
        mail.refusing.add("a@example.org");
        outbox.due.addAll(List.of(row("n1", "a@example.org", 2), row("n2", "a@example.org", 6)));

        Report report = dispatcher.dispatch();

        assertThat(report).isEqualTo(new Report(0, 1, 1, 0));
        List<Outcome> outcomes = outbox.recorded.get(0);
        assertThat(outcomes.get(0).status()).isEqualTo(NotificationStatus.QUEUED);
        assertThat(outcomes.get(0).at()).isEqualTo(RetryBackoff.nextAttempt(2, Samples.T0).orElseThrow());
        assertThat(outcomes.get(0).error()).startsWith("IllegalStateException: 550");
        assertThat(outcomes.get(1).status()).isEqualTo(NotificationStatus.FAILED);
    }

    @Test
    void everyAttemptOfOneNotification_carriesTheSameMessageId() {
        mail.refusing.add("a@example.org");
        outbox.due.add(row("n1", "a@example.org", 1));
        dispatcher.dispatch();
        mail.refusing.clear();
        outbox.due.add(row("n1", "a@example.org", 2));

        dispatcher.dispatch();

        assertThat(mail.sent).singleElement().satisfies(m ->
                assertThat(m.messageId()).isEqualTo(NotificationDispatchService.messageId("n1")).contains("n1"));
    }

    @Test
    void aRowWithoutAnAddress_isSkipped_andNothingIsSent() {
        outbox.due.add(row("n1", " ", 1));

        assertThat(dispatcher.dispatch()).isEqualTo(new Report(0, 0, 0, 1));
        assertThat(mail.sent).isEmpty();
        assertThat(outbox.recorded.get(0)).singleElement().extracting(Outcome::status).isEqualTo(NotificationStatus.SKIPPED);
    }

    /** A mail to a stored address: no user, no assignment, so the content reads nothing else. */
    private static Claimed row(String id, String email, int attempts) {
        return new Claimed(id, Samples.ORG, NotificationChannel.EMAIL, NotificationType.ANNOUNCEMENT, null, email,
                email.startsWith("c") ? "Carla" : "Ana", null, Map.of("title", "t", "body", "b"), attempts, Samples.T0);
    }
}
