package app.assessment.application.port.out.notification;

import app.assessment.domain.notification.NotificationChannel;
import app.assessment.domain.notification.NotificationType;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

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
     * Takes up to {@code limit} due rows that no other dispatcher holds ({@code FOR UPDATE SKIP
     * LOCKED}), counts an attempt on each and moves their {@code due_at} a lease ahead, so a
     * dispatcher that dies mid-send gives them back when the lease ends.
     */
    List<Claimed> claimDue(Instant now, int limit, Duration lease);

    void sent(String id, Instant at, String subject, String body, String recipientEmail, String recipientName);

    void retryAt(String id, Instant at, String error);

    void failed(String id, String error);

    /** Ends a row that will never be sent: {@code cancelled} or {@code skipped}, with the reason. */
    void dropped(String id, boolean cancelled, String reason, String recipientEmail, String recipientName);

    /** A claimed row, with what the dispatcher needs to render and send it. */
    record Claimed(String id, String organizationId, NotificationChannel channel, NotificationType type, String recipientUserId,
                   String recipientEmail, String recipientName, String assignmentId, Map<String, String> payload,
                   int attempts, Instant scheduledFor) {
    }
}
