package app.assessment.application.port.out.auth;

import java.time.Duration;
import java.util.Optional;

/**
 * Counters shared by every instance (Redis). When the store is unreachable the limiter lets
 * requests through (fail-open) and says so in the log: sign-in must not depend on it.
 */
public interface AttemptLimiter {

    /** How long {@code key} stays blocked in {@code scope}, or empty when it is not blocked. */
    Optional<Duration> blockedFor(String scope, String key);

    /**
     * Counts a failure; the {@code limit}-th failure within {@code window} blocks the key for
     * {@code block}.
     */
    void recordFailure(String scope, String key, int limit, Duration window, Duration block);

    /** Counts a request against a fixed window; empty when allowed, else how long to wait. */
    Optional<Duration> hit(String scope, String key, int limit, Duration window);
}
