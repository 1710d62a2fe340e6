package app.assessment.application.port.in.notification;

import app.assessment.application.port.in.Caller;
import app.assessment.domain.notification.NotificationPreferences;

/** The Administration tab's notification settings of one organization (SUPER_ADMIN). */
public interface NotificationSettingsUseCases {

    /** @param organizationId null: the caller's own */
    Settings get(Caller caller, String organizationId);

    /** Replaces the organization's settings as a whole. */
    Settings replace(Caller caller, String organizationId, NotificationPreferences preferences);

    /** @param stored false while the organization has the configuration's defaults */
    record Settings(String organizationId, NotificationPreferences preferences, boolean stored) {
    }
}
