package app.assessment.bootstrap;

import app.assessment.application.port.out.notification.NotificationSettings;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.time.Duration;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** The notifications' settings (README, "Notifications"). */
public class NotificationSettingsProducer {

    private static final String SMTP_BULKHEAD = "quarkus.fault-tolerance.\"app.assessment.adapters.mail.SmtpCallLimit/send\".bulkhead.value";

    @Produces
    @Singleton
    NotificationSettings notificationSettings(
            @ConfigProperty(name = "app.notifications.app-url") String appUrl,
            @ConfigProperty(name = "app.notifications.test-link-path") String testLinkPath,
            @ConfigProperty(name = "app.notifications.locale") String locale,
            @ConfigProperty(name = "app.notifications.reminder-lead") Duration reminderLead,
            @ConfigProperty(name = "app.notifications.batch-size") int batchSize,
            @ConfigProperty(name = "app.notifications.claim-lease") Duration claimLease,
            @ConfigProperty(name = "app.notifications.max-per-run") int maxPerRun,
            @ConfigProperty(name = "app.notifications.send-concurrency") int sendConcurrency,
            @ConfigProperty(name = SMTP_BULKHEAD) int smtpBulkhead) {
        // One bulkhead slot stays free for the users waiting for a sign-in code or a reset link:
        // a send over the bulkhead fails at once (SmtpCallLimit).
        int concurrency = Math.max(1, Math.min(sendConcurrency, smtpBulkhead - 1));
        return new NotificationSettings(appUrl, testLinkPath, locale, reminderLead, batchSize, claimLease, maxPerRun, concurrency);
    }
}
