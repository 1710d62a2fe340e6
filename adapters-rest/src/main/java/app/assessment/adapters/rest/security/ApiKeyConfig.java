package app.assessment.adapters.rest.security;

import io.quarkus.runtime.annotations.StaticInitSafe;
import io.smallrye.config.ConfigMapping;
import jakarta.validation.constraints.Positive;

/** {@code app.api-keys}: the per-key rate limit (issue 47), read by bootstrap for the application's admission. */
@ConfigMapping(prefix = "app.api-keys")
@StaticInitSafe
public interface ApiKeyConfig {

    /** API_KEY_RATE_LIMIT_PER_MINUTE: requests one API key may make per minute. */
    @Positive
    int rateLimitPerMinute();
}
