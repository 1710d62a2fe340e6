package app.assessment.application.port.out.auth;

import app.assessment.domain.user.Role;
import java.time.Instant;
import java.util.Optional;

public interface SessionRepository {

    void add(NewSession session);

    /** The session and its user in one indexed read: the hot path of every request. */
    Optional<SessionRecord> byId(String sessionId);

    void extend(String sessionId, Instant expiresAt);

    void revoke(String sessionId, Instant at);

    long deleteExpiredBefore(Instant cutoff);

    record NewSession(String id, String userId, Instant createdAt, Instant expiresAt, String ip, String userAgent) {
    }

    record SessionRecord(String sessionId, Instant expiresAt, Instant revokedAt, String userId, String organizationId,
                         String email, String name, Role role, boolean active, int sessionVersion) {
    }
}
