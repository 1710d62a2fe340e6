package app.assessment.application.fakes;

import app.assessment.application.port.out.notification.NotificationPreferencesStore;
import app.assessment.domain.notification.NotificationPreferences;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/** Organizations' stored notification settings; none stored means the configuration's defaults apply. */
public final class InMemoryNotificationPreferences implements NotificationPreferencesStore {

    public final Map<String, NotificationPreferences> stored = new HashMap<>();

    @Override
    public Optional<NotificationPreferences> find(String organizationId) {
        return Optional.ofNullable(stored.get(organizationId));
    }

    @Override
    public void save(String organizationId, NotificationPreferences preferences, String updatedBy, Instant at) {
        stored.put(organizationId, preferences);
    }

    @Override
    public int moveReminders(String organizationId, String about, Duration lead) {
        return 0;
    }
}
