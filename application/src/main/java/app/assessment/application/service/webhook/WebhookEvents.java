package app.assessment.application.service.webhook;

import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.webhook.WebhookOutbox;
import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.payment.Charge;
import app.assessment.domain.submission.Submission;
import app.assessment.domain.webhook.WebhookEventType;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Where use cases publish what receivers learn, in their own transaction (the outbox). Each event
 * gets its {@code webhook-id} here ({@code msg_} and a new id), the same on every attempt, the
 * receiver's deduplication key. The data are ids and the facts a receiver acts on; never a
 * document number, a secret, a link token or an accommodation's reason.
 */
@ApplicationScoped
public class WebhookEvents {

    private final WebhookOutbox outbox;
    private final IdGenerator ids;
    private final Clock clock;

    public WebhookEvents(WebhookOutbox outbox, IdGenerator ids, Clock clock) {
        this.outbox = outbox;
        this.ids = ids;
        this.clock = clock;
    }

    public void publish(String organizationId, WebhookEventType type, Map<String, Object> data) {
        outbox.publish(eventId(ids), organizationId, type, clock.now(), data);
    }

    public void submissionCompleted(Submission s) {
        publish(s.organizationId(), WebhookEventType.SUBMISSION_COMPLETED, submission(s));
    }

    /** The last answer awaiting a grader was graded: the score is final. */
    public void submissionGraded(Submission s) {
        publish(s.organizationId(), WebhookEventType.SUBMISSION_GRADED, submission(s));
    }

    public void assignmentCreated(Assignment a) {
        publish(a.organizationId(), WebhookEventType.ASSIGNMENT_CREATED, assignment(a));
    }

    /** Without the cancellation's reason: free text an administrator wrote for the participant. */
    public void assignmentCancelled(Assignment a) {
        publish(a.organizationId(), WebhookEventType.ASSIGNMENT_CANCELLED, assignment(a));
    }

    public void paymentChanged(WebhookEventType type, Charge charge) {
        publish(charge.organizationId(), type, data("chargeId", charge.id(), "assignmentId", charge.assignmentId(),
                "status", charge.status().wireValue(), "method", charge.method() == null ? null : charge.method().wireValue(),
                "amount", charge.amount() == null ? null : charge.amount().reais().toPlainString()));
    }

    private static Map<String, Object> submission(Submission s) {
        return data("submissionId", s.id(), "assignmentId", s.assignmentId(), "formId", s.formId(), "formTitle", s.formTitle(),
                "participantType", s.participant().kind(), "participantId", s.participant().id(),
                "attemptNumber", s.attemptNumber(), "completedAt", s.completedAt().toString(),
                "score", s.score().total().toPlainString(), "maxScore", s.score().max().toPlainString(),
                "percentage", s.score().percentage().toPlainString(), "pendingGrading", s.pendingGrading());
    }

    private static Map<String, Object> assignment(Assignment a) {
        return data("assignmentId", a.id(), "formId", a.formId(), "participantType", a.participant().kind(),
                "participantId", a.participant().id(), "status", a.status().name().toLowerCase(java.util.Locale.ROOT),
                "scheduledAt", a.scheduledAt() == null ? null : a.scheduledAt().toString(),
                "expiresAt", a.expiresAt() == null ? null : a.expiresAt().toString(),
                "cancelledAt", a.cancelledAt() == null ? null : a.cancelledAt().toString());
    }

    static String eventId(IdGenerator ids) {
        return "msg_" + ids.newId();
    }

    /** A map that keeps the order fields were put in and drops nulls, for an event's data. */
    public static Map<String, Object> data(Object... keysAndValues) {
        Map<String, Object> data = new LinkedHashMap<>();
        for (int i = 0; i + 1 < keysAndValues.length; i += 2) {
            if (keysAndValues[i + 1] != null) {
                data.put((String) keysAndValues[i], keysAndValues[i + 1]);
            }
        }
        return data;
    }
}
