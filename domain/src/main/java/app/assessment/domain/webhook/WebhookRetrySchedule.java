package app.assessment.domain.webhook;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * When a failed delivery is tried again: the schedule the Standard Webhooks specification suggests
 * (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h after the first ... seventh failure, about 27.6 hours
 * in all, so a receiver down for a day still gets every event), each delay stretched or shrunk by
 * up to a tenth so that the retries of many deliveries that failed together do not arrive together.
 * After the eighth failure the delivery has failed for good.
 */
public final class WebhookRetrySchedule {

    public static final List<Duration> DELAYS = List.of(Duration.ofSeconds(5), Duration.ofMinutes(5), Duration.ofMinutes(30),
            Duration.ofHours(2), Duration.ofHours(5), Duration.ofHours(10), Duration.ofHours(10));
    public static final int MAX_ATTEMPTS = DELAYS.size() + 1;
    static final double JITTER = 0.1;

    private WebhookRetrySchedule() {
    }

    /**
     * @param attempts the attempts made so far, the failed one included
     * @param random   a number in [0, 1) from the caller's random source; 0.5 adds no jitter
     * @return when to try again, or empty when the delivery has failed for good
     */
    public static Optional<Instant> nextAttempt(int attempts, Instant failedAt, double random) {
        if (attempts < 1 || attempts > DELAYS.size()) {
            return Optional.empty();
        }
        if (random < 0 || random >= 1) {
            throw new IllegalArgumentException("random is in [0, 1)");
        }
        Duration delay = DELAYS.get(attempts - 1);
        long millis = Math.round(delay.toMillis() * (1 + JITTER * (2 * random - 1)));
        return Optional.of(failedAt.plusMillis(millis));
    }
}
