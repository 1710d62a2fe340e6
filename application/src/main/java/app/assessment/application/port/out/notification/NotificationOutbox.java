package app.assessment.application.port.out.notification;

import app.assessment.domain.notification.NotificationChannel;
import app.assessment.domain.notification.NotificationStatus;
import app.assessment.domain.notification.NotificationType;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The notifications table as an outbox. {@link #enqueue} joins the caller's transaction and costs
 * it one round trip; the dispatcher's methods each run in a short transaction of their own.
 */
public interface NotificationOutbox {

    /**
     * Writes {@code notifications} and, when {@code withdrawRemindersOf} is set, cancels that
     * assignment's reminders still scheduled, in one round trip.
     */
    void enqueue(List<NewNotification> notifications, String withdrawRemindersOf);

    /**
     * Writes a mail its use case has just sent itself (a sign-in code, a reset link: the user was
     * waiting) as a {@code sent} e-mail notification, in the caller's transaction, so that the
     * administrators' list shows it. No dispatcher ever takes it.
     */
    void recordSent(SentMail mail);

    /**
     * Takes up to {@code limit} due rows that no other dispatcher holds ({@code FOR UPDATE SKIP
     * LOCKED}), counts an attempt on each and moves their {@code due_at} a lease ahead, so a
     * dispatcher that dies mid-send gives them back when the lease ends.
     */
    List<Claimed> claimDue(Instant now, int limit, Duration lease);

    /**
     * Writes the outcomes of a claimed batch in one statement. A retry, failure or drop applies
     * only to a row still {@code queued}; a sent row is recorded as sent whatever happened to it
     * meanwhile, since the mail left.
     */
    void record(List<Outcome> outcomes);

    /** @param subject as listed: the caller has taken every secret out of it */
    record SentMail(String id, String organizationId, NotificationType type, String recipientUserId, String recipientEmail,
                    String recipientName, String subject, Instant sentAt) {
        public SentMail {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(organizationId, "organizationId");
            Objects.requireNonNull(type, "type");
            Objects.requireNonNull(sentAt, "sentAt");
        }
    }

    /** A claimed row, with what the dispatcher needs to render and send it. */
    record Claimed(String id, String organizationId, NotificationChannel channel, NotificationType type, String recipientUserId,
                   String recipientEmail, String recipientName, String assignmentId, Map<String, String> payload,
                   int attempts, Instant scheduledFor) {
    }

    /**
     * What became of one claimed row: {@code SENT} (at {@code at}, with what was sent),
     * {@code QUEUED} again (retried at {@code at}, with {@code error}), {@code FAILED} (with
     * {@code error}), {@code CANCELLED} or {@code SKIPPED} (with the reason in {@code error}).
     */
    record Outcome(String id, NotificationStatus status, Instant at, String subject, String body, String recipientEmail,
                   String recipientName, String error) {

        public static Outcome sent(String id, Instant at, String subject, String body, String recipientEmail,
                                   String recipientName) {
            return new Outcome(id, NotificationStatus.SENT, at, subject, body, recipientEmail, recipientName, null);
        }

        public static Outcome retryAt(String id, Instant at, String error) {
            return new Outcome(id, NotificationStatus.QUEUED, at, null, null, null, null, error);
        }

        public static Outcome failed(String id, String error) {
            return new Outcome(id, NotificationStatus.FAILED, null, null, null, null, null, error);
        }

        public static Outcome dropped(String id, boolean cancelled, String reason, String recipientEmail, String recipientName) {
            return new Outcome(id, cancelled ? NotificationStatus.CANCELLED : NotificationStatus.SKIPPED, null, null, null,
                    recipientEmail, recipientName, reason);
        }
    }
}
