package app.assessment.adapters.rest.notification;

import app.assessment.application.port.out.notification.NotificationReads;
import java.time.Instant;
import java.util.List;

/** Request and response bodies of the notification routes. */
final class NotificationBodies {

    private NotificationBodies() {
    }

    record InboxItem(String id, String type, String title, String body, Instant createdAt, Instant readAt) {
        static InboxItem from(NotificationReads.InboxItem item) {
            return new InboxItem(item.id(), item.type(), item.title(), item.body(), item.createdAt(), item.readAt());
        }
    }

    record Inbox(List<InboxItem> items, long unreadCount, int page, boolean hasMore) {
    }

    record ReadAll(boolean ok, int count) {
    }

    record Ok(boolean ok) {
    }

    record LogItem(String id, String organizationId, String type, String channel, String status, String recipientUserId,
                   String recipientEmail, String recipientName, String subject, Instant scheduledFor, Instant sentAt, int attempts,
                   String lastError, String skipReason, Instant readAt, Instant createdAt, String batchId) {
        static LogItem from(NotificationReads.LogItem item) {
            return new LogItem(item.id(), item.organizationId(), item.type(), item.channel(), item.status(),
                    item.recipientUserId(), item.recipientEmail(), item.recipientName(), item.subject(), item.scheduledFor(),
                    item.sentAt(), item.attempts(), item.lastError(), item.skipReason(), item.readAt(), item.createdAt(), item.batchId());
        }
    }

    record Log(List<LogItem> items, long total, int page) {
    }

    record Announce(String title, String body, List<String> channels, String organizationId, String role, Instant sendAt) {
    }

    record Announced(String batchId, int count, int recipients, String status, Instant scheduledFor) {
    }
}
