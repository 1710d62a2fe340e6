package app.assessment.adapters.persistence.redis;

import io.smallrye.config.ConfigMapping;
import jakarta.validation.constraints.NotBlank;
import java.util.Optional;

/** {@code app.redis}: the Redis of the rate limits (optional: they fail open without it, ADR 0017). */
@ConfigMapping(prefix = "app.redis")
public interface RedisConfig {

    /** REDIS_URL as the operator set it; readiness reports on Redis only then. */
    Optional<String> url();

    /** Starts every key this service writes, so several deployments may share one Redis. */
    @NotBlank
    String keyPrefix();
}
