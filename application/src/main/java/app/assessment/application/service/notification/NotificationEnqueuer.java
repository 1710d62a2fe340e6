package app.assessment.application.service.notification;

import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.notification.NewNotification;
import app.assessment.application.port.out.notification.NotificationOutbox;
import app.assessment.application.service.webhook.WebhookEvents;
import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.form.ScoreRange;
import app.assessment.domain.form.ScoreResult;
import app.assessment.domain.notification.NotificationChannel;
import app.assessment.domain.notification.NotificationPreferences;
import app.assessment.domain.notification.NotificationStatus;
import app.assessment.domain.notification.NotificationType;
import app.assessment.domain.notification.ReminderSchedule;
import app.assessment.domain.payment.AssignmentPayment;
import app.assessment.domain.payment.Charge;
import app.assessment.domain.payment.PaymentStatus;
import app.assessment.domain.submission.Submission;
import app.assessment.domain.webhook.WebhookEventType;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes the notifications a use case causes into the outbox, in the use case's transaction and
 * in one round trip (docs/adr/0025). Only what the causing write knows goes into the payload;
 * addresses, names and links are looked up when the notification is delivered.
 */
@ApplicationScoped
public class NotificationEnqueuer {

    private final NotificationOutbox outbox;
    private final OrganizationNotificationPreferences preferences;
    private final IdGenerator ids;
    private final Clock clock;
    /** One more channel (ARCHITECTURE.md): each of these events also goes to the organization's webhook endpoints. */
    private final WebhookEvents webhooks;

    public NotificationEnqueuer(NotificationOutbox outbox, OrganizationNotificationPreferences preferences, IdGenerator ids,
                                Clock clock, WebhookEvents webhooks) {
        this.webhooks = webhooks;
        this.outbox = outbox;
        this.preferences = preferences;
        this.ids = ids;
        this.clock = clock;
    }

    /** The participant's link at once, and the reminders of the window. */
    public void assignmentCreated(Assignment assignment) {
        assignmentsCreated(List.of(assignment), true);
    }

    /**
     * As {@link #assignmentCreated} for many, enqueued together; without {@code notifyParticipants} no invitation and no
     * reminder, while the webhook endpoints still learn of each assignment (they are the organization's own systems).
     */
    public void assignmentsCreated(List<Assignment> made, boolean notifyParticipants) {
        if (!notifyParticipants) {
            made.forEach(webhooks::assignmentCreated);
            return;
        }
        List<NewNotification> all = new ArrayList<>();
        Instant now = clock.now();
        // One organization's preferences, read once for the lot.
        NotificationPreferences organization = made.isEmpty() ? null : preferences.of(made.get(0).organizationId());
        for (Assignment assignment : made) {
            all.add(toParticipant(assignment, NotificationType.ASSIGNMENT_CREATED, Map.of(), now));
            all.addAll(reminders(assignment, organization));
            webhooks.assignmentCreated(assignment);
        }
        outbox.enqueue(all, null);
    }

    public void assignmentCancelled(Assignment assignment) {
        webhooks.assignmentCancelled(assignment);
        outbox.enqueue(List.of(toParticipant(assignment, NotificationType.ASSIGNMENT_CANCELLED,
                Map.of("reason", assignment.cancellationReason()), clock.now())), assignment.id());
    }

    /** The window is open again: its reminders are scheduled anew (replacing any left). */
    public void assignmentReactivated(Assignment assignment) {
        outbox.enqueue(reminders(assignment), assignment.id());
    }

    /** The assigning teacher hears of it in the app and by mail; no reminder is due any more. */
    public void submissionReceived(Assignment assignment, String participantName, String formTitle, ScoreResult score) {
        Map<String, String> payload = new LinkedHashMap<>();
        payload.put("participantName", participantName);
        payload.put("formTitle", formTitle);
        payload.putAll(scorePayload(score));
        Instant now = clock.now();
        List<NewNotification> both = new ArrayList<>();
        for (NotificationChannel channel : NotificationChannel.values()) {
            both.add(new NewNotification(ids.newId(), assignment.organizationId(), channel, NotificationType.SUBMISSION_RECEIVED,
                    NotificationStatus.QUEUED, assignment.assignedById(), null, null, assignment.id(), payload, now, null, false));
        }
        outbox.enqueue(both, assignment.id());
    }

    /**
     * What a payment transition tells: a new provider charge asks the participant to pay; a
     * charge that became paid (by any path) is confirmed to the participant and to the teacher.
     */
    /** Receivers of webhooks learn of a submission; the teacher's notification is {@link #submissionReceived}. */
    public void submissionCompleted(Submission submission) {
        webhooks.submissionCompleted(submission);
    }

    /** The participant hears that the last grade made the result final (issue 43). */
    public void submissionGraded(Assignment assignment, Submission graded) {
        outbox.enqueue(List.of(toParticipant(assignment, NotificationType.SUBMISSION_GRADED, scorePayload(graded.score()),
                clock.now())), null);
        webhooks.submissionGraded(graded);
    }

    public void paymentChanged(AssignmentPayment before, AssignmentPayment after) {
        Charge charge = after.current().orElse(null);
        if (charge == null) {
            return;
        }
        Instant now = clock.now();
        boolean isNew = before.current().map(Charge::id).filter(charge.id()::equals).isEmpty();
        boolean becamePaid = charge.status() == PaymentStatus.PAID && before.status().filter(PaymentStatus.PAID::equals).isEmpty();
        if (becamePaid) {
            webhooks.paymentChanged(WebhookEventType.PAYMENT_PAID, charge);
        } else if (charge.status() == PaymentStatus.CANCELLED && before.status().filter(PaymentStatus.CANCELLED::equals).isEmpty()) {
            webhooks.paymentChanged(WebhookEventType.PAYMENT_CANCELLED, charge);
        }
        Map<String, String> payload = new LinkedHashMap<>();
        payload.put("amount", charge.amount() == null ? "" : charge.amount().reais().toPlainString());
        List<NewNotification> all = new ArrayList<>();
        if (isNew && charge.status() == PaymentStatus.PENDING && charge.paymentLink() != null) {
            payload.put("paymentLink", charge.paymentLink());
            payload.put("pixCode", charge.qrCodeText() == null ? "" : charge.qrCodeText());
            all.add(new NewNotification(ids.newId(), after.organizationId(), NotificationChannel.EMAIL,
                    NotificationType.PAYMENT_REQUESTED, NotificationStatus.QUEUED, null, null, null, after.assignmentId(), payload,
                    now, null, false));
        }
        if (becamePaid) {
            all.add(new NewNotification(ids.newId(), after.organizationId(), NotificationChannel.EMAIL,
                    NotificationType.PAYMENT_CONFIRMED, NotificationStatus.QUEUED, null, null, null, after.assignmentId(), payload,
                    now, null, false));
            all.add(new NewNotification(ids.newId(), after.organizationId(), NotificationChannel.IN_APP,
                    NotificationType.PAYMENT_CONFIRMED, NotificationStatus.QUEUED, null, null, null, after.assignmentId(), payload,
                    now, null, true));
        }
        if (!all.isEmpty()) {
            outbox.enqueue(all, null);
        }
    }

    /** Each of {@code administratorIds} learns in the app that the assignment's payer is owed a refund. */
    public void refundDue(AssignmentPayment payment, List<String> administratorIds) {
        Instant now = clock.now();
        Map<String, String> payload = Map.of("amount", payment.current().map(Charge::amount)
                .map(amount -> amount.reais().toPlainString()).orElse(""));
        List<NewNotification> all = administratorIds.stream()
                .map(userId -> new NewNotification(ids.newId(), payment.organizationId(), NotificationChannel.IN_APP,
                        NotificationType.PAYMENT_REFUND_DUE, NotificationStatus.QUEUED, userId, null, null, payment.assignmentId(),
                        payload, now, null, false))
                .toList();
        if (!all.isEmpty()) {
            outbox.enqueue(all, null);
        }
    }

    /** Each of {@code administratorIds} learns, in the app and by e-mail, that a failing webhook endpoint was disabled. */
    public void webhookEndpointDisabled(String organizationId, String url, String reason, List<String> administratorIds) {
        Instant now = clock.now();
        Map<String, String> payload = Map.of("url", url, "reason", reason);
        List<NewNotification> all = new ArrayList<>();
        for (String userId : administratorIds) {
            for (NotificationChannel channel : List.of(NotificationChannel.IN_APP, NotificationChannel.EMAIL)) {
                all.add(new NewNotification(ids.newId(), organizationId, channel, NotificationType.WEBHOOK_ENDPOINT_DISABLED,
                        NotificationStatus.QUEUED, userId, null, null, null, payload, now, null, false));
            }
        }
        if (!all.isEmpty()) {
            outbox.enqueue(all, null);
        }
    }

    /**
     * One reminder per end of the window still ahead, at the organization's lead before it (the domain's
     * ReminderSchedule decides; the outbox stores the time and only re-checks that it is still ahead).
     */
    private List<NewNotification> reminders(Assignment assignment) {
        return reminders(assignment, preferences.of(assignment.organizationId()));
    }

    private List<NewNotification> reminders(Assignment assignment, NotificationPreferences organization) {
        return ReminderSchedule.of(assignment, organization, clock.now()).stream()
                .map(reminder -> new NewNotification(ids.newId(), assignment.organizationId(), NotificationChannel.EMAIL,
                        NotificationType.ASSIGNMENT_REMINDER, NotificationStatus.SCHEDULED, null, null, null, assignment.id(),
                        Map.of("about", reminder.about(), "windowEdge", reminder.windowEdge().toString()),
                        reminder.sendAt(), null, false))
                .toList();
    }

    private NewNotification toParticipant(Assignment assignment, NotificationType type, Map<String, String> payload, Instant at) {
        return new NewNotification(ids.newId(), assignment.organizationId(), NotificationChannel.EMAIL, type,
                NotificationStatus.QUEUED, null, null, null, assignment.id(), payload, at, null, false);
    }

    private static Map<String, String> scorePayload(ScoreResult score) {
        Map<String, String> payload = new LinkedHashMap<>();
        payload.put("score", score.total().stripTrailingZeros().toPlainString() + " / " + score.max().stripTrailingZeros().toPlainString());
        payload.put("percentage", score.percentage().stripTrailingZeros().toPlainString() + "%");
        payload.put("label", score.range().map(ScoreRange::label).orElse(""));
        return payload;
    }
}
