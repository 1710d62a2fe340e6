package app.assessment.application.port.in.auth;

import app.assessment.domain.user.Role;
import java.time.Instant;
import java.util.Optional;

/** Every authenticated request: is the session behind this token still good? */
public interface ResolveSessionUseCase {

    /**
     * @return the signed-in user when the session exists, is neither revoked nor expired, its
     *     user is active and {@code tokenVersion} is the user's current session version
     */
    Optional<SessionPrincipal> resolve(String sessionId, String userId, int tokenVersion);

    /** Moves the expiry forward (sliding sessions); returns the new expiry. */
    Instant extend(String sessionId);

    record SessionPrincipal(String sessionId, String userId, String organizationId, String email, String name,
                            Role role, int sessionVersion, Instant expiresAt) {
    }
}
