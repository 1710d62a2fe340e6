package app.assessment.application.service.notification;

import app.assessment.application.port.out.notification.NotificationPreferencesStore;
import app.assessment.application.port.out.notification.NotificationSettings;
import app.assessment.domain.notification.NotificationPreferences;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
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

    /**
     * The configuration as a settings document. A configured lead or locale outside what the tab
     * accepts is brought within it here, so that delivery never fails on the configuration.
     */
    public NotificationPreferences defaults() {
        Duration lead = settings.reminderLead();
        lead = lead.compareTo(NotificationPreferences.LEAD_MIN) < 0 ? NotificationPreferences.LEAD_MIN
                : lead.compareTo(NotificationPreferences.LEAD_MAX) > 0 ? NotificationPreferences.LEAD_MAX : lead;
        String locale = NotificationPreferences.LOCALES.contains(settings.defaultLocale()) ? settings.defaultLocale()
                : NotificationPreferences.LOCALES.get(0);
        return new NotificationPreferences(Set.of(), lead, lead, locale, DEFAULT_ZONE, null, null);
    }
}
