package app.assessment.domain.payment;

import java.time.Duration;
import java.time.Instant;

/**
 * When the withdrawal of a provider charge that failed is tried again: 30 s after the first failure,
 * doubling up to an hour, and then every hour for as long as it takes. It is never given up: until the
 * provider charge is gone, the participant can pay it a second time.
 */
public final class WithdrawalBackoff {

    static final Duration FIRST = Duration.ofSeconds(30);
    static final Duration LONGEST = Duration.ofHours(1);

    private WithdrawalBackoff() {
    }

    /** @param attempts the attempts made so far, the failed one included (at least 1) */
    public static Instant nextAttempt(int attempts, Instant failedAt) {
        int doublings = Math.min(Math.max(attempts, 1) - 1, 7);
        Duration delay = FIRST.multipliedBy(1L << doublings);
        return failedAt.plus(delay.compareTo(LONGEST) > 0 ? LONGEST : delay);
    }
}
