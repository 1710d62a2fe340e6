package app.assessment.bootstrap;

import app.assessment.application.port.out.notification.NotificationSettings;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.time.Duration;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** The notifications' settings (README, "Notifications"). */
public class NotificationSettingsProducer {

    @Produces
    @Singleton
    NotificationSettings notificationSettings(
            @ConfigProperty(name = "app.notifications.app-url") String appUrl,
            @ConfigProperty(name = "app.notifications.test-link-path") String testLinkPath,
            @ConfigProperty(name = "app.notifications.locale") String locale,
            @ConfigProperty(name = "app.notifications.reminder-lead") Duration reminderLead,
            @ConfigProperty(name = "app.notifications.batch-size") int batchSize,
            @ConfigProperty(name = "app.notifications.claim-lease") Duration claimLease,
            @ConfigProperty(name = "app.notifications.max-per-run") int maxPerRun) {
        return new NotificationSettings(appUrl, testLinkPath, locale, reminderLead, batchSize, claimLease, maxPerRun);
    }
}
