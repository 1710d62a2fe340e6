package app.assessment.bootstrap;

import app.assessment.adapters.persistence.redis.RedisConfig;
import io.quarkus.redis.datasource.RedisDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
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

    @Inject
    RedisConfig config;

    @Override
    public HealthCheckResponse call() {
        if (config.url().isEmpty()) {
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
