package app.assessment.application.port.out.auth;

import app.assessment.domain.user.Role;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

public interface SessionRepository {

    void add(NewSession session);

    /** The session and its user in one indexed read: the hot path of every request. */
    Optional<SessionRecord> byId(String sessionId);

    void extend(String sessionId, Instant expiresAt);

    void revoke(String sessionId, Instant at);

    long deleteExpiredBefore(Instant cutoff);

    /**
     * Records use of the session at {@code at} unless another request already did so since
     * {@code staleBefore}: one autocommit statement outside any transaction, like {@link #byId}.
     */
    void touch(String sessionId, Instant at, Instant staleBefore);

    /** The user's sessions that are neither revoked nor expired at {@code now}, newest first. */
    List<ActiveSession> activeOf(String userId, Instant now);

    /**
     * Revokes the user's live sessions, all of them or all but {@code keptSessionId} (may be null).
     *
     * @return how many sessions were ended
     */
    int revokeAllOf(String userId, String keptSessionId, Instant at);

    record NewSession(String id, String userId, Instant createdAt, Instant expiresAt, String ip, String userAgent) {
    }

    record SessionRecord(String sessionId, Instant expiresAt, Instant revokedAt, String userId, String organizationId,
                         String email, String name, Role role, boolean active, int sessionVersion, Instant lastSeenAt) {
    }

    record ActiveSession(String id, Instant createdAt, Instant lastSeenAt, String ip, String userAgent) {
    }
}
