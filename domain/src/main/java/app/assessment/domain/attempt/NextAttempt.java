package app.assessment.domain.attempt;

import app.assessment.domain.shared.DomainException;
import java.time.Instant;

/** Whether a participant may start another attempt now, given the ones they completed. */
public final class NextAttempt {

    private NextAttempt() {
    }

    /**
     * @param completed       how many attempts the participant completed
     * @param lastCompletedAt when the latest of them completed; null when none did
     * @return the new attempt's number
     */
    public static int ensureMayStart(AttemptSettings settings, int completed, Instant lastCompletedAt, Instant now) {
        if (settings.attemptsAllowed() != null && completed >= settings.attemptsAllowed()) {
            throw DomainException.conflict("NO_ATTEMPTS_LEFT", "Every attempt allowed has been used");
        }
        if (lastCompletedAt != null && settings.attemptCooldownSeconds() > 0) {
            Instant availableAt = lastCompletedAt.plusSeconds(settings.attemptCooldownSeconds());
            if (now.isBefore(availableAt)) {
                throw new CooldownException(availableAt, now);
            }
        }
        return completed + 1;
    }

    /** 409 {@code ATTEMPT_COOLDOWN}: the next attempt may start at {@code availableAt}. */
    public static final class CooldownException extends DomainException {
        private final Instant availableAt;
        private final long retryAfterSeconds;

        CooldownException(Instant availableAt, Instant now) {
            super(Kind.CONFLICT, "ATTEMPT_COOLDOWN", "The next attempt may start at " + availableAt);
            this.availableAt = availableAt;
            this.retryAfterSeconds = Math.max(1, (java.time.Duration.between(now, availableAt).toMillis() + 999) / 1000);
        }

        public Instant availableAt() {
            return availableAt;
        }

        public long retryAfterSeconds() {
            return retryAfterSeconds;
        }
    }
}
