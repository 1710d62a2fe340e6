package app.assessment.application.service.notification;

import app.assessment.application.port.out.notification.NotificationPreferencesStore;
import app.assessment.application.port.out.notification.NotificationSettings;
import app.assessment.domain.notification.NotificationPreferences;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.ZoneId;
import java.util.Set;

/**
 * An organization's notification settings as they apply: its stored row, or the configuration's
 * defaults while it has none (everything on, {@code NOTIFICATIONS_REMINDER_LEAD} before both
 * ends of the window, {@code NOTIFICATIONS_LOCALE}, São Paulo time, the bare sender address).
 * Read where they are used, never cached: another instance's change applies at once.
 */
@ApplicationScoped
public class OrganizationNotificationPreferences {

    static final ZoneId DEFAULT_ZONE = ZoneId.of("America/Sao_Paulo");

    private final NotificationPreferencesStore store;
    private final NotificationSettings settings;

    public OrganizationNotificationPreferences(NotificationPreferencesStore store, NotificationSettings settings) {
        this.store = store;
        this.settings = settings;
    }

    public NotificationPreferences of(String organizationId) {
        return store.find(organizationId).orElseGet(this::defaults);
    }

    public NotificationPreferences defaults() {
        return new NotificationPreferences(Set.of(), settings.reminderLead(), settings.reminderLead(), settings.defaultLocale(),
                DEFAULT_ZONE, null, null);
    }
}
