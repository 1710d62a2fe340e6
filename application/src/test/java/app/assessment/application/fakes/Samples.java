package app.assessment.application.fakes;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.notification.NotificationSettings;
import app.assessment.application.service.notification.NotificationEnqueuer;
import app.assessment.application.service.webhook.WebhookEvents;
import app.assessment.application.service.notification.OrganizationNotificationPreferences;
import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.assignment.Participant;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.form.Form;
import app.assessment.domain.form.Option;
import app.assessment.domain.form.Question;
import app.assessment.domain.form.ScoreResult;
import app.assessment.domain.submission.Submission;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Small valid records of one organization, named so a test reads as the case it is. */
public final class Samples {

    public static final String ORG = "org1";
    public static final Instant T0 = Instant.parse("2026-03-02T12:00:00Z");

    private Samples() {
    }

    public static Caller caller(Role role, String userId) {
        return new Caller(Actor.user(userId, "User " + userId, userId + "@example.com", ORG, "203.0.113.7"), role);
    }

    /** One question, {@code q1}: option {@code o1} is worth 1 point, {@code o2} nothing. */
    public static Form form(String id, String ownerId, boolean published, boolean template) {
        Question question = new Question("q1", "Dois mais dois?", 0, List.of(new Option("o1", "Quatro", BigDecimal.ONE),
                new Option("o2", "Cinco", BigDecimal.ZERO)));
        return new Form(id, ORG, ownerId, "Matemática " + id, null, null, null, null, published, template, List.of(),
                List.of(question), T0, null);
    }

    public static Assignment assignment(String id, String formId, Participant participant, String assignedById) {
        return Assignment.assign(id, ORG, formId, participant, assignedById, "token-" + id, null, null, T0);
    }

    /** A submitted result of {@code formId}, scored 10 of 10, with no answers kept. */
    public static Submission submission(String id, String formId, Participant participant, String assignedById) {
        BigDecimal ten = BigDecimal.TEN;
        return new Submission(id, ORG, "a-" + id, formId, "Matemática " + formId, participant, "Caio", assignedById,
                new ScoreResult(ten, ten, BigDecimal.valueOf(100), Optional.empty()), List.of(), List.of(), T0);
    }

    /** An active user of {@link #ORG} with a password, named after its id. */
    public static User user(String id, Role role) {
        return new User(id, ORG, id + "@example.com", null, "User " + id, null, null, "hash", role, true, 0, null, null, null,
                null, T0, T0);
    }

    /** The configuration's notification settings: a day's reminder lead, pt-BR. */
    public static final NotificationSettings NOTIFICATION_SETTINGS = new NotificationSettings("https://app.example",
            "/{locale}/t/{token}", "pt-BR", Duration.ofHours(24), 50, Duration.ofMinutes(5), 500, 3);

    public static NotificationEnqueuer notifications(RecordingOutbox outbox, IdGenerator ids, Clock clock) {
        return notifications(outbox, new InMemoryNotificationPreferences(), ids, clock);
    }

    public static NotificationEnqueuer notifications(RecordingOutbox outbox, InMemoryNotificationPreferences preferences,
                                                     IdGenerator ids, Clock clock) {
        return new NotificationEnqueuer(outbox, new OrganizationNotificationPreferences(preferences, NOTIFICATION_SETTINGS), ids,
                clock, new WebhookEvents(new RecordingWebhookOutbox(), ids, clock));
    }
}
