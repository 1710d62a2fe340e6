package app.assessment.domain.attempt;

import app.assessment.domain.shared.Check;
import java.time.Instant;

/** When the review shows one part of a completed attempt (score, correct answers, feedback) to the participant. */
public enum Release {
    IMMEDIATELY,
    /** After the assignment's {@code expiresAt}; never when it has none. */
    AFTER_CLOSE,
    /** Once no answer waits for a hand grade (at once when none did). */
    AFTER_GRADING,
    NEVER;

    public static Release fromWire(String field, String value) {
        return Check.wire(field, value, values(), Enum::name);
    }

    public boolean releasedAt(Instant now, Instant expiresAt, boolean pendingGrading) {
        return switch (this) {
            case IMMEDIATELY -> true;
            case AFTER_CLOSE -> expiresAt != null && !now.isBefore(expiresAt);
            case AFTER_GRADING -> !pendingGrading;
            case NEVER -> false;
        };
    }
}
