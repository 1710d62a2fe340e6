package app.assessment.application.fakes;

import app.assessment.application.port.out.notification.NotificationPreferencesStore;
import app.assessment.domain.notification.NotificationPreferences;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Organizations' stored notification settings; none stored means the configuration's defaults apply. */
public final class InMemoryNotificationPreferences implements NotificationPreferencesStore {

    public final Map<String, NotificationPreferences> stored = new HashMap<>();
    /** Each move of scheduled reminders, as "about lead". */
    public final List<String> moved = new ArrayList<>();

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
        moved.add(about + " " + lead);
        return 0;
    }
}
