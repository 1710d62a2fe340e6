package app.assessment.application.port.in.auth;

import java.time.Instant;

/** Step two: credentials (and the second-factor code when due) open a server-side session. */
public interface SignInUseCase {

    SessionGrant signIn(Command command);

    record Command(Credentials credentials, String secondFactorCode, String userAgent) {
    }

    /** What the transport needs to issue a session token. */
    record SessionGrant(String sessionId, String userId, int sessionVersion, Instant expiresAt) {
    }
}
