package app.assessment.application.port.in.auth;

import app.assessment.domain.user.Role;
import java.time.Instant;

/** Step two: credentials (and the second-factor code when due) open a server-side session. */
public interface SignInUseCase {

    SessionGrant signIn(Command command);

    record Command(Credentials credentials, String secondFactorCode, String userAgent) {
    }

    /** What the transport needs to issue a session token, including the claims a NextAuth token carries about its user. */
    record SessionGrant(String sessionId, String userId, int sessionVersion, Instant expiresAt,
                        String organizationId, String email, String name, String imageUrl, Role role) {
    }
}
