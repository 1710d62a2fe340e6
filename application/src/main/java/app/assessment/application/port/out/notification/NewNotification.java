package app.assessment.application.port.out.notification;

import app.assessment.domain.notification.NotificationChannel;
import app.assessment.domain.notification.NotificationStatus;
import app.assessment.domain.notification.NotificationType;
import java.time.Instant;
import java.util.Map;
import java.util.Objects;

/**
 * A notification to write into the outbox. A participant's address is left null: the dispatcher
 * looks it up through {@code assignmentId} when the mail leaves, so a corrected address is used.
 *
 * @param payload the values only the causing write knows (a cancellation's reason, a charge's
 *     amount), strings only: they become template variables as they are
 * @param toAssigningTeacher the recipient is the user who made {@code assignmentId}, looked up by
 *     the insert itself (a payment transition does not know who that is)
 */
public record NewNotification(String id, String organizationId, NotificationChannel channel, NotificationType type,
                              NotificationStatus status, String recipientUserId, String recipientEmail, String recipientName,
                              String assignmentId, Map<String, String> payload, Instant scheduledFor, String skipReason,
                              boolean toAssigningTeacher) {

    public NewNotification {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(organizationId, "organizationId");
        Objects.requireNonNull(channel, "channel");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(scheduledFor, "scheduledFor");
        payload = Map.copyOf(payload);
    }
}
