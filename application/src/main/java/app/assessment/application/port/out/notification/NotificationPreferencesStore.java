package app.assessment.application.port.out.notification;

import app.assessment.domain.notification.NotificationPreferences;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * Organizations' notification settings (V27). An organization without a row has the defaults of
 * the configuration; the outbox's insert reads the lead times itself (docs/adr/0031).
 */
public interface NotificationPreferencesStore {

    Optional<NotificationPreferences> find(String organizationId);

    void save(String organizationId, NotificationPreferences preferences, String updatedBy, Instant at);

    /**
     * Moves the organization's still scheduled reminders about one end of the window
     * ({@code opens} or {@code closes}) to {@code lead} before it.
     *
     * @return how many moved
     */
    int moveReminders(String organizationId, String about, Duration lead);
}
