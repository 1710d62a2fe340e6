package app.assessment.domain.webhook;

import java.time.Duration;
import java.time.Instant;

/**
 * An endpoint that has answered nothing but failures for three days is disabled (its
 * administrators are told), so a receiver that is gone for good stops costing retries.
 * One success clears the count.
 */
public final class EndpointHealth {

    public static final Duration DISABLE_AFTER = Duration.ofDays(3);
    /** What a disabled endpoint's {@code disabled_reason}, its audit entry and its administrators' notices say. */
    public static final String DISABLED_REASON = "failing for 3 days";

    private EndpointHealth() {
    }

    /** @param failingSince the first failure since the last success, or null when the last attempt succeeded */
    public static boolean shouldDisable(Instant failingSince, Instant now) {
        return failingSince != null && !now.isBefore(failingSince.plus(DISABLE_AFTER));
    }
}
