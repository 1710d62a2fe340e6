package app.assessment.application.service.notification;

import app.assessment.application.service.organization.AdministeredOrganization;
import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.notification.NotificationSettingsUseCases;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.OrganizationRepository;
import app.assessment.application.port.out.notification.NotificationPreferencesStore;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.notification.NotificationPreferences;
import app.assessment.domain.shared.DomainException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;

/**
 * The notification settings of the Administration tab (SUPER_ADMIN, docs/api.md §8). A PUT replaces
 * the whole document; the audit entry holds the fields it changed, before and after. Changed
 * lead times also move the organization's reminders still waiting.
 */
@ApplicationScoped
public class NotificationSettingsService implements NotificationSettingsUseCases {

    private final NotificationPreferencesStore store;
    private final OrganizationNotificationPreferences preferences;
    private final OrganizationRepository organizations;
    private final AuditTrail auditTrail;
    private final Clock clock;

    public NotificationSettingsService(NotificationPreferencesStore store, OrganizationNotificationPreferences preferences,
                                       OrganizationRepository organizations, AuditTrail auditTrail, Clock clock) {
        this.store = store;
        this.preferences = preferences;
        this.organizations = organizations;
        this.auditTrail = auditTrail;
        this.clock = clock;
    }

    @Override
    @Transactional
    public Settings get(Caller caller, String organizationId) {
        String id = organization(caller, organizationId);
        return store.find(id).map(stored -> new Settings(id, stored, true))
                .orElseGet(() -> new Settings(id, preferences.defaults(), false));
    }

    @Override
    @Transactional
    public Settings replace(Caller caller, String organizationId, NotificationPreferences after) {
        String id = organization(caller, organizationId);
        NotificationPreferences before = preferences.of(id);
        store.save(id, after, caller.userId(), clock.now());
        if (!before.leadBeforeStart().equals(after.leadBeforeStart())) {
            store.moveReminders(id, "opens", after.leadBeforeStart());
        }
        if (!before.leadBeforeExpiry().equals(after.leadBeforeExpiry())) {
            store.moveReminders(id, "closes", after.leadBeforeExpiry());
        }
        auditTrail.record(new AuditEntry(clock.now(), caller.actor(), "notification-settings.update", "Organization", id,
                changes(before, after)));
        return new Settings(id, after, true);
    }

    private String organization(Caller caller, String organizationId) {
        return AdministeredOrganization.of(caller, organizationId, organizations, "Only super administrators manage notification settings");
    }

    private static Map<String, Object> changes(NotificationPreferences before, NotificationPreferences after) {
        Map<String, Object> changes = new LinkedHashMap<>();
        change(changes, "turnedOff", new TreeSet<>(before.turnedOff()), new TreeSet<>(after.turnedOff()));
        change(changes, "reminderLeadBeforeStart", before.leadBeforeStart().toString(), after.leadBeforeStart().toString());
        change(changes, "reminderLeadBeforeExpiry", before.leadBeforeExpiry().toString(), after.leadBeforeExpiry().toString());
        change(changes, "locale", before.locale(), after.locale());
        change(changes, "timeZone", before.timeZone().getId(), after.timeZone().getId());
        change(changes, "senderName", before.senderName(), after.senderName());
        change(changes, "replyTo", before.replyTo(), after.replyTo());
        return changes;
    }

    private static void change(Map<String, Object> changes, String field, Object before, Object after) {
        if (!Objects.equals(before, after)) {
            Map<String, Object> pair = new LinkedHashMap<>();
            pair.put("before", before);
            pair.put("after", after);
            changes.put(field, pair);
        }
    }
}
