package app.assessment.application.fakes;

import app.assessment.application.port.out.notification.NotificationAdministration;
import app.assessment.domain.notification.NotificationChannel;
import app.assessment.domain.notification.NotificationStatus;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The outbox as a super administrator sees it: an announcement writes a row per active user of the
 * organization (of the role, when set) of {@link InMemoryUsers} and channel; single notifications
 * have the status a test gives them, and a test may make the next cancel find nothing left
 * ({@link #leftMeanwhile}).
 */
public final class InMemoryNotificationAdministration implements NotificationAdministration {

    /** One announced row. */
    public record Row(String batchId, String userId, NotificationChannel channel, String title, Instant at, boolean scheduled) {
    }

    private final InMemoryUsers users;
    public final List<Row> announced = new ArrayList<>();
    public final Map<String, NotificationStatus> statuses = new LinkedHashMap<>();
    public final Map<String, String> cancelReasons = new LinkedHashMap<>();
    public final Map<String, Instant> requeuedAt = new LinkedHashMap<>();
    public final Set<String> leftMeanwhile = new HashSet<>();

    public InMemoryNotificationAdministration(InMemoryUsers users) {
        this.users = users;
    }

    @Override
    public int announce(String batchId, String organizationId, Role role, Set<NotificationChannel> channels, String title,
                        String body, Instant sendAt, boolean scheduled, Instant now) {
        int before = announced.size();
        for (User user : users.inOrganization(organizationId)) {
            if (user.active() && (role == null || user.role() == role)) {
                channels.forEach(c -> announced.add(new Row(batchId, user.id(), c, title, sendAt, scheduled)));
            }
        }
        return announced.size() - before;
    }

    @Override
    public Optional<NotificationStatus> statusOf(String id) {
        return Optional.ofNullable(statuses.get(id));
    }

    @Override
    public int cancel(String id, String reason) {
        if (leftMeanwhile.contains(id)) {
            return 0;
        }
        statuses.put(id, NotificationStatus.CANCELLED);
        cancelReasons.put(id, reason);
        return 1;
    }

    @Override
    public boolean requeueFailed(String id, Instant now) {
        if (statuses.get(id) != NotificationStatus.FAILED) {
            return false;
        }
        statuses.put(id, NotificationStatus.QUEUED);
        requeuedAt.put(id, now);
        return true;
    }
}
