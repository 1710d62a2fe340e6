package app.assessment.adapters.rest.security;

import io.quarkus.runtime.annotations.StaticInitSafe;
import io.smallrye.config.ConfigMapping;
import jakarta.validation.constraints.Positive;
import java.util.Optional;
import org.hibernate.validator.constraints.URL;

/**
 * {@code app.public}: the service's address as clients see it, and the public test-link routes' rate
 * limit (read by bootstrap for the application's admission). Safe at static init, where JAX-RS builds its
 * filters: no secret here.
 */
@ConfigMapping(prefix = "app.public")
@StaticInitSafe
public interface PublicConfig {

    /** APP_URL: scheme, host and port; without it, the request's own. */
    Optional<@URL(regexp = "^https?:.*") String> url();

    /** Requests per client address per minute on the public test-link routes. */
    @Positive
    int rateLimitPerMinute();
}
