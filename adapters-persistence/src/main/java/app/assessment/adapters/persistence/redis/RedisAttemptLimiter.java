package app.assessment.adapters.persistence.redis;

import app.assessment.application.port.out.auth.AttemptLimiter;
import app.assessment.domain.shared.Sha256;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.redis.datasource.keys.KeyCommands;
import io.quarkus.redis.datasource.keys.RedisKeyNotFoundException;
import io.quarkus.redis.datasource.value.ValueCommands;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.util.HexFormat;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import org.jboss.logging.Logger;

/**
 * Fixed-window counters in Redis. Keys carry a hash of the address or e-mail, never the value
 * itself. Any Redis failure lets the request through (fail-open) with a warning at most every
 * 30 seconds, so an outage is visible without flooding the log.
 *
 * <p>A counter and its expiry are set by one script, which Redis runs atomically: with INCR and
 * PEXPIRE as two calls, a failed PEXPIRE (swallowed by fail-open) left a counter that never
 * expired, and its address was refused for good. The script also gives such a counter, left by
 * an earlier version, its expiry back.
 */
@ApplicationScoped
public class RedisAttemptLimiter implements AttemptLimiter {

    private static final Logger LOG = Logger.getLogger(RedisAttemptLimiter.class);
    private static final long WARN_EVERY_MILLIS = 30_000;
    private static final String INCREMENT_WITH_EXPIRY = """
            local count = redis.call('INCR', KEYS[1])
            if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
            return count""";

    private final RedisDataSource redis;
    private final ValueCommands<String, Long> counters;
    private final KeyCommands<String> keys;
    private final String prefix;
    private final AtomicLong lastWarning = new AtomicLong();

    public RedisAttemptLimiter(RedisDataSource redis, RedisConfig config) {
        this.redis = redis;
        this.counters = redis.value(Long.class);
        this.keys = redis.key();
        this.prefix = config.keyPrefix();
    }

    @Override
    public Optional<Duration> blockedFor(String scope, String key) {
        return failOpen(() -> remaining(blockKey(scope, key)));
    }

    @Override
    public void recordFailure(String scope, String key, int limit, Duration window, Duration block) {
        failOpen(() -> {
            String failures = prefix + scope + ":fail:" + digest(key);
            long count = countWithin(failures, window);
            if (count >= limit) {
                counters.psetex(blockKey(scope, key), block.toMillis(), 1L);
                keys.del(failures);
            }
            return Optional.empty();
        });
    }

    @Override
    public Optional<Duration> hit(String scope, String key, int limit, Duration window) {
        return failOpen(() -> {
            String hits = prefix + scope + ":hit:" + digest(key);
            long count = countWithin(hits, window);
            return count > limit ? remaining(hits).or(() -> Optional.of(window)) : Optional.empty();
        });
    }

    private long countWithin(String key, Duration window) {
        return redis.execute("EVAL", INCREMENT_WITH_EXPIRY, "1", key, Long.toString(window.toMillis())).toLong();
    }

    private Optional<Duration> remaining(String key) {
        try {
            long millis = keys.pttl(key);
            return millis > 0 ? Optional.of(Duration.ofMillis(millis)) : Optional.empty();
        } catch (RedisKeyNotFoundException absent) {
            return Optional.empty();
        }
    }

    private String blockKey(String scope, String key) {
        return prefix + scope + ":block:" + digest(key);
    }

    private Optional<Duration> failOpen(Supplier<Optional<Duration>> call) {
        try {
            return call.get();
        } catch (RuntimeException e) {
            long now = System.currentTimeMillis();
            long last = lastWarning.get();
            if (now - last > WARN_EVERY_MILLIS && lastWarning.compareAndSet(last, now)) {
                LOG.warnf("Rate-limit store unavailable, allowing the request (fail-open): %s", e.getClass().getSimpleName());
            }
            return Optional.empty();
        }
    }

    private static String digest(String value) {
        return HexFormat.of().formatHex(Sha256.of(value), 0, 16);
    }
}
