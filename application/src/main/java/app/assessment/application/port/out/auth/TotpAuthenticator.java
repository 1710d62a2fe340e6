package app.assessment.application.port.out.auth;

import java.time.Instant;
import java.util.OptionalLong;

/** RFC 6238 time-based codes (authenticator apps). */
public interface TotpAuthenticator {
    /** A new random secret, base32 as authenticator apps expect. */
    String newSecret();

    /**
     * The time step (seconds since the epoch divided by the period) whose code {@code code} is,
     * within the clock drift allowed around {@code now}; empty when it is no current code. The
     * caller decides whether that step was already used (SecondFactor.acceptsTotpStep).
     */
    OptionalLong matchingStep(String secret, String code, Instant now);

    String otpauthUrl(String secret, String account);
}
