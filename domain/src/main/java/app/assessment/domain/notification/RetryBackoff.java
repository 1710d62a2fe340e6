package app.assessment.domain.notification;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * When a delivery that failed is tried again: 1 min, 5 min, 30 min, 2 h and 12 h after the
 * first, second ... fifth failure; after the sixth the notification has failed for good. Spread
 * over about 15 hours, long enough to outlast an SMTP outage of a night.
 */
public final class RetryBackoff {

    public static final List<Duration> DELAYS = List.of(Duration.ofMinutes(1), Duration.ofMinutes(5), Duration.ofMinutes(30),
            Duration.ofHours(2), Duration.ofHours(12));

    private RetryBackoff() {
    }

    /**
     * @param attempts the attempts made so far, the failed one included
     * @return when to try again, or empty when the notification has failed
     */
    public static Optional<Instant> nextAttempt(int attempts, Instant failedAt) {
        if (attempts < 1 || attempts > DELAYS.size()) {
            return Optional.empty();
        }
        return Optional.of(failedAt.plus(DELAYS.get(attempts - 1)));
    }
}
