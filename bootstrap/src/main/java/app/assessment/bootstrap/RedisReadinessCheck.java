package app.assessment.bootstrap;

import io.quarkus.redis.datasource.RedisDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/**
 * Redis is optional (rate limits fail open), so it weighs on readiness only when an operator
 * configured it with {@code REDIS_URL}.
 */
@Readiness
@ApplicationScoped
public class RedisReadinessCheck implements HealthCheck {

    @Inject
    RedisDataSource redis;

    @ConfigProperty(name = "app.redis.url")
    Optional<String> configuredUrl;

    @Override
    public HealthCheckResponse call() {
        if (configuredUrl.isEmpty()) {
            return HealthCheckResponse.named("redis").up().withData("configured", false).build();
        }
        try {
            redis.execute("PING");
            return HealthCheckResponse.up("redis");
        } catch (RuntimeException e) {
            return HealthCheckResponse.named("redis").down().withData("error", e.getClass().getSimpleName()).build();
        }
    }
}
