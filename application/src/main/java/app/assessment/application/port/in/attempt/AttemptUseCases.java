package app.assessment.application.port.in.attempt;

import app.assessment.domain.attempt.Attempt;

/** Attempts through a test link (ADR 0051); the token is the credential. */
public interface AttemptUseCases {

    /**
     * Starts an attempt, or answers the one under way (never a second clock). 409
     * {@code NO_ATTEMPTS_LEFT}, {@code ATTEMPT_COOLDOWN}; the link's own refusals as on open.
     */
    Started start(String token, String ip);

    /** @param remainingSeconds whole seconds before the deadline by the server's clock; null when nothing limits it */
    record Running(Attempt attempt, Long remainingSeconds) {
    }

    /** @param created false when the attempt was already under way */
    record Started(Running running, boolean created) {
    }
}
