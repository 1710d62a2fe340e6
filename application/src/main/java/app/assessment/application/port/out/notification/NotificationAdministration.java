package app.assessment.application.port.out.notification;

import app.assessment.domain.notification.NotificationChannel;
import app.assessment.domain.notification.NotificationStatus;
import app.assessment.domain.user.Role;
import java.time.Instant;
import java.util.Optional;
import java.util.Set;

/** What a super administrator does to the outbox: announcements, cancelling, re-queueing. */
public interface NotificationAdministration {

    /**
     * Writes one row per active user of the organization (of {@code role} only, when set) and
     * channel, in one statement of the caller's transaction.
     *
     * @return the rows written
     */
    int announce(String batchId, String organizationId, Role role, Set<NotificationChannel> channels, String title, String body,
                 Instant sendAt, boolean scheduled, Instant now);

    /**
     * The status of a notification, or of a batch's rows: {@code Optional.empty()} when neither
     * has this id; for a batch, {@code queued} when any row is still to send, else the status of
     * one of its rows.
     */
    Optional<NotificationStatus> statusOf(String id);

    /** Cancels the notification or the batch's rows still scheduled or queued; returns how many. */
    int cancel(String id, String reason);

    /** Puts a failed notification back in the queue, due at {@code now}, with its attempts counted afresh. */
    boolean requeueFailed(String id, Instant now);
}
