package app.assessment.bootstrap.config;

import io.smallrye.config.ConfigMapping;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Positive;
import java.time.Duration;
import org.hibernate.validator.constraints.time.DurationMin;

/**
 * {@code app.auth}: password hashing, the brute-force limits, the second factor and NextAuth's pages (README).
 * Mapped here, not in an adapter, because the identity adapter (cost, issuer), the REST adapter (pages) and the
 * application (limits) each need a share; {@code AuthSettingsProducer} hands each its own (ADR 0037 item 7).
 */
@ConfigMapping(prefix = "app.auth")
public interface AuthConfig {

    /** bcrypt's own bounds for its work factor. */
    @Min(4)
    @Max(31)
    int bcryptCost();

    @Positive
    int failureLimit();

    @DurationMin(seconds = 1)
    Duration failureWindow();

    @DurationMin(seconds = 1)
    Duration blockDuration();

    @NotBlank
    String totpIssuer();

    /** On in production: the committed development password never signs anyone in there. */
    boolean refuseDevPassword();

    Pages pages();

    /** NextAuth's {@code pages}: a path on APP_URL or an absolute URL; {@code [locale]} is filled in. */
    interface Pages {

        @NotBlank
        String signIn();

        @NotBlank
        String signOut();

        @NotBlank
        String error();
    }
}
