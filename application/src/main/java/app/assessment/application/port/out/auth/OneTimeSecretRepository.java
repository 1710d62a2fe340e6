package app.assessment.application.port.out.auth;

import java.time.Instant;
import java.util.Optional;

/**
 * Password-reset tokens and e-mailed second-factor codes: stored only as hashes, valid until
 * {@code expiresAt}, usable once.
 */
public interface OneTimeSecretRepository {

    enum Kind { PASSWORD_RESET, SECOND_FACTOR }

    void add(Kind kind, String id, String userId, String hash, Instant expiresAt, Instant createdAt);

    /** Marks the secret used and returns its user, when it exists, is unused and unexpired. */
    Optional<String> consume(Kind kind, String hash, Instant now);

    /** Like consume, for a second-factor code that must also belong to {@code userId}. */
    boolean consumeForUser(Kind kind, String userId, String hash, Instant now);

    long deleteExpiredBefore(Instant cutoff);
}
