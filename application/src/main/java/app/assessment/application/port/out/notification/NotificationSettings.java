package app.assessment.application.port.out.notification;

import java.time.Duration;

/**
 * Configuration of notifications (README, "Notifications").
 *
 * @param appUrl the public address of the web app, without a trailing slash
 * @param testLinkPath the test link's path under the app URL, with {locale} and {token} placeholders
 * @param defaultLocale the locale of mails: pt-BR or en
 * @param reminderLead how long before a window opens or closes the participant is reminded
 * @param batchSize rows one claim takes
 * @param claimLease how long a claimed row is held before another dispatcher may take it again
 * @param maxPerRun the most rows one dispatcher run handles, so a run ends
 * @param sendConcurrency the most mails this instance's dispatchers hand to SMTP at once (below
 *     the SMTP bulkhead, which the users waiting for a sign-in code share)
 */
public record NotificationSettings(String appUrl, String testLinkPath, String defaultLocale, Duration reminderLead, int batchSize,
                                   Duration claimLease, int maxPerRun, int sendConcurrency) {

    public NotificationSettings {
        appUrl = appUrl.endsWith("/") ? appUrl.substring(0, appUrl.length() - 1) : appUrl;
        if (sendConcurrency < 1) {
            throw new IllegalArgumentException("sendConcurrency must be at least 1");
        }
    }
}
