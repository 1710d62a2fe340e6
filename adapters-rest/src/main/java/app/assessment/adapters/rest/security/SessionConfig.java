package app.assessment.adapters.rest.security;

import app.assessment.configuration.Production;
import app.assessment.configuration.Secret;
import io.smallrye.config.ConfigMapping;
import java.time.Duration;
import java.util.Optional;
import org.hibernate.validator.constraints.time.DurationMin;

/** {@code app.session}: the secret every sign-in key is derived from, and the session's lifetimes (README, ADR 0026). */
@ConfigMapping(prefix = "app.session")
public interface SessionConfig {

    /** SESSION_SECRET (alias NEXTAUTH_SECRET); read through {@link DerivedKeys} only. */
    Optional<@Secret(variable = "SESSION_SECRET", minLength = 32, groups = Production.class) String> secret();

    @DurationMin(seconds = 60)
    Duration lifetime();

    /** A token older than this is reissued (sliding expiry). */
    @DurationMin(seconds = 1)
    Duration updateAge();
}
