package app.assessment.bootstrap.auth;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.port.out.auth.AttemptLimiter;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

/**
 * A counter whose expiry was never set (the state a failed PEXPIRE left behind when counting and
 * expiring were two calls) must not block its address for good.
 */
@QuarkusTest
class AttemptLimiterExpiryTest {

    private static final Duration WINDOW = Duration.ofMinutes(10);

    @Inject
    AttemptLimiter limiter;

    @Inject
    RedisDataSource redis;

    @ConfigProperty(name = "app.redis.key-prefix")
    String prefix;

    @Test
    void aCounterLeftWithoutExpiry_getsItsWindowBack_onTheNextHit() {
        String scope = "expiry-" + UUID.randomUUID();
        limiter.hit(scope, "203.0.113.7", 100, WINDOW);
        String counter = onlyKey(scope + ":hit:");
        redis.key().persist(counter);
        assertThat(redis.key().pttl(counter)).as("seeded without expiry").isEqualTo(-1);

        limiter.hit(scope, "203.0.113.7", 100, WINDOW);

        assertThat(redis.key().pttl(counter)).isBetween(1L, WINDOW.toMillis());
        assertThat(redis.value(Long.class).get(counter)).isEqualTo(2L);
    }

    @Test
    void aFailureCounterLeftWithoutExpiry_getsItsWindowBack_onTheNextFailure() {
        String scope = "expiry-" + UUID.randomUUID();
        limiter.recordFailure(scope, "203.0.113.8", 5, WINDOW, WINDOW);
        String counter = onlyKey(scope + ":fail:");
        redis.key().persist(counter);

        limiter.recordFailure(scope, "203.0.113.8", 5, WINDOW, WINDOW);

        assertThat(redis.key().pttl(counter)).isBetween(1L, WINDOW.toMillis());
    }

    @Test
    void theFirstHit_opensTheWindow() {
        String scope = "expiry-" + UUID.randomUUID();
        limiter.hit(scope, "203.0.113.9", 100, WINDOW);

        assertThat(redis.key().pttl(onlyKey(scope + ":hit:"))).isBetween(1L, WINDOW.toMillis());
    }

    private String onlyKey(String infix) {
        List<String> found = redis.key().keys(prefix + infix + "*");
        assertThat(found).hasSize(1);
        return found.get(0);
    }
}
