package app.assessment.application.fakes;

import app.assessment.application.port.out.notification.NotificationReads;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Notifications by id and recipient, read or not; keeps every log filter it was asked with and
 * answers it with an empty page.
 */
public final class RecordingNotificationReads implements NotificationReads {

    /** Notification id to the id of the user it was delivered to. */
    public final Map<String, String> recipients = new HashMap<>();
    /** Notification id to when it was read. */
    public final Map<String, Instant> readAt = new HashMap<>();
    public final List<LogFilter> logFilters = new ArrayList<>();
    /** The user, unread-only flag, offset and limit of every inbox read. */
    public final List<List<Object>> inboxReads = new ArrayList<>();

    public void deliver(String id, String userId) {
        recipients.put(id, userId);
    }

    @Override
    public InboxPage inbox(String userId, boolean unreadOnly, int offset, int limit) {
        inboxReads.add(List.of(userId, unreadOnly, offset, limit));
        return new InboxPage(List.of(), false, unread(userId));
    }

    @Override
    public boolean markRead(String userId, String id, Instant at) {
        if (!userId.equals(recipients.get(id))) {
            return false;
        }
        readAt.putIfAbsent(id, at);
        return true;
    }

    @Override
    public int markAllRead(String userId, Instant at) {
        List<String> unread = recipients.keySet().stream()
                .filter(id -> recipients.get(id).equals(userId) && !readAt.containsKey(id)).toList();
        unread.forEach(id -> readAt.put(id, at));
        return unread.size();
    }

    @Override
    public LogPage log(LogFilter filter, int offset, int limit) {
        logFilters.add(filter);
        return new LogPage(List.of(), 0);
    }

    private long unread(String userId) {
        return recipients.keySet().stream().filter(id -> recipients.get(id).equals(userId) && !readAt.containsKey(id)).count();
    }
}
