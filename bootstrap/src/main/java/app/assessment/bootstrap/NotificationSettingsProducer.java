package app.assessment.bootstrap;

import app.assessment.application.port.out.notification.NotificationSettings;
import app.assessment.bootstrap.config.NotificationsConfig;
import app.assessment.bootstrap.config.QuarkusKeys.SmtpBulkhead;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

/** The notifications' settings (README, "Notifications"). */
public class NotificationSettingsProducer {

    @Produces
    @Singleton
    NotificationSettings notificationSettings(NotificationsConfig config, SmtpBulkhead smtpBulkhead) {
        // One bulkhead slot stays free for the users waiting for a sign-in code or a reset link:
        // a send over the bulkhead fails at once (SmtpCallLimit).
        int concurrency = Math.max(1, Math.min(config.sendConcurrency(), smtpBulkhead.value() - 1));
        return new NotificationSettings(config.appUrl(), config.testLinkPath(), config.locale(), config.reminderLead(),
                config.batchSize(), config.claimLease(), config.maxPerRun(), concurrency);
    }
}
