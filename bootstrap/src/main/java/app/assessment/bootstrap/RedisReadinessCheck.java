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
 * Redis is optional: without it the rate limits fail open and the service works. So an
 * unreachable Redis is reported (data {@code reachable: false, degraded: ...}) but never makes
 * the instance unready: every instance shares the one Redis, and a DOWN here would take all of
 * them out of rotation at once (issue 17).
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
            return HealthCheckResponse.named("redis").up().withData("reachable", true).build();
        } catch (RuntimeException e) {
            return HealthCheckResponse.named("redis").up().withData("reachable", false)
                    .withData("degraded", "rate limits fail open").withData("error", e.getClass().getSimpleName()).build();
        }
    }
}
