package app.assessment.domain.payment;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * How long the reconciliation waits before asking the provider about a pending charge again: 15
 * minutes after the first question, then 1 hour, 6 hours, and every 24 hours from the fourth on.
 * A charge paid within minutes is usually reported by the webhook; one still pending after a day
 * is mostly abandoned, and asking about it every few minutes would spend the provider's request
 * quota on nothing (docs/adr/0016).
 */
public final class SyncBackoff {

    private static final List<Duration> STEPS = List.of(Duration.ofMinutes(15), Duration.ofHours(1), Duration.ofHours(6),
            Duration.ofHours(24));

    /** After a failed question (the provider did not answer): try again soon, without counting it as an answer. */
    public static final Duration AFTER_FAILURE = Duration.ofMinutes(15);

    private SyncBackoff() {
    }

    /** When to ask next, {@code answered} answers (1 or more) after the charge was created. */
    public static Instant next(Instant now, int answered) {
        return now.plus(STEPS.get(Math.max(0, Math.min(answered, STEPS.size()) - 1)));
    }
}
