package app.assessment.application.port.out.notification;

import java.time.Instant;
import java.util.List;

/** Reads of the notifications table: a user's inbox and the administrators' list. */
public interface NotificationReads {

    /**
     * One page of the user's delivered in-app notifications, newest first, and how many of all of
     * them are unread. No total: {@code hasMore} says whether a further page has any (ADR 0038).
     */
    InboxPage inbox(String userId, boolean unreadOnly, int offset, int limit);

    /** @return whether the user's own delivered in-app notification was found (read or not) */
    boolean markRead(String userId, String id, Instant at);

    int markAllRead(String userId, Instant at);

    LogPage log(LogFilter filter, int offset, int limit);

    /** @param organizationId null for every organization */
    /** @param batchId an announcement's rows only */
    record LogFilter(String organizationId, String type, String channel, String status, String recipient, Instant from,
                     Instant to, String batchId) {
    }

    record InboxItem(String id, String type, String title, String body, Instant createdAt, Instant readAt) {
    }

    record InboxPage(List<InboxItem> items, boolean hasMore, long unreadCount) {
        public InboxPage {
            items = List.copyOf(items);
        }
    }

    record LogItem(String id, String organizationId, String type, String channel, String status, String recipientUserId,
                   String recipientEmail, String recipientName, String subject, Instant scheduledFor, Instant sentAt,
                   int attempts, String lastError, String skipReason, Instant readAt, Instant createdAt, String batchId) {
    }

    record LogPage(List<LogItem> items, long total) {
        public LogPage {
            items = List.copyOf(items);
        }
    }
}
