package app.assessment.bootstrap.config;

import io.smallrye.config.ConfigMapping;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Positive;
import java.time.Duration;

/**
 * {@code app.notifications.*} (README, "Configuration"). The defaults live in
 * application.properties only.
 */
@ConfigMapping(prefix = "app.notifications")
public interface NotificationsConfig {

    /** Links in mails start with it, so a typo would send every participant a dead link. */
    @Pattern(regexp = "https?://[^/?#\\s]+(/\\S*)?", message = "must be an http or https URL")
    String appUrl();

    /** Appended to the app URL, with {locale} and {token} replaced. */
    @Pattern(regexp = "/.*\\{token}.*", message = "must start with / and contain the \\{token\\} placeholder")
    String testLinkPath();

    /** The shipped templates' languages. */
    @Pattern(regexp = "pt-BR|en", message = "must be pt-BR or en")
    String locale();

    @PositiveDuration
    Duration reminderLead();

    /**
     * Read by the scheduler from its expression (NotificationDispatchSchedule), which checks it;
     * mapped because Quarkus refuses a key under a mapped prefix that no mapping names.
     */
    String dispatchEvery();

    @Positive
    int batchSize();

    @PositiveDuration
    Duration claimLease();

    @Positive
    int maxPerRun();

    @Positive
    int sendConcurrency();
}
