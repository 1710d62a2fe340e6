package app.assessment.bootstrap.config;

import io.smallrye.config.ConfigMapping;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Positive;
import java.time.Duration;
import org.hibernate.validator.constraints.URL;

/**
 * {@code app.notifications.*} (README, "Notifications"). The defaults live in
 * application.properties only; {@code dispatch-every} is the scheduler's expression and stays out.
 */
@ConfigMapping(prefix = "app.notifications")
public interface NotificationsConfig {

    /** Links in mails start with it, so a typo would send every participant a dead link. */
    @URL
    @Pattern(regexp = "https?://.+", message = "must be an http or https URL")
    String appUrl();

    /** Appended to the app URL, with {locale} and {token} replaced. */
    @Pattern(regexp = "/.*\\{token}.*", message = "must start with / and contain the \\{token\\} placeholder")
    String testLinkPath();

    /** The shipped templates' languages. */
    @NotBlank
    @Pattern(regexp = "pt-BR|en", message = "must be pt-BR or en")
    String locale();

    @PositiveDuration
    Duration reminderLead();

    @Positive
    int batchSize();

    @PositiveDuration
    Duration claimLease();

    @Positive
    int maxPerRun();

    @Positive
    int sendConcurrency();
}
