package app.assessment.application.service.auth;

import app.assessment.application.port.in.auth.SignInUseCase.SessionGrant;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.auth.AuthSettings;
import app.assessment.application.port.out.auth.SessionRepository;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.user.User;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.Map;

/**
 * The last step every sign-in method shares once the user is proven: a server-side session row
 * and the {@code auth.signin} audit entry naming the method. Runs inside the caller's transaction.
 */
@ApplicationScoped
public class SessionOpener {

    private static final int USER_AGENT_MAX = 300;

    private final SessionRepository sessions;
    private final AuditTrail auditTrail;
    private final IdGenerator ids;
    private final Clock clock;
    private final AuthSettings settings;

    public SessionOpener(SessionRepository sessions, AuditTrail auditTrail, IdGenerator ids, Clock clock, AuthSettings settings) {
        this.sessions = sessions;
        this.auditTrail = auditTrail;
        this.ids = ids;
        this.clock = clock;
        this.settings = settings;
    }

    SessionGrant open(User user, String ip, String userAgent, String method) {
        Instant now = clock.now();
        String sessionId = ids.newId();
        Instant expiresAt = now.plus(settings.sessionLifetime());
        sessions.add(new SessionRepository.NewSession(sessionId, user.id(), now, expiresAt, ip, truncate(userAgent)));
        Actor actor = Actor.user(user.id(), user.name(), user.email(), user.organizationId(), ip);
        auditTrail.record(new AuditEntry(now, actor, "auth.signin", "Session", sessionId, Map.of("method", method)));
        return new SessionGrant(sessionId, user.id(), user.sessionVersion(), expiresAt, user.organizationId(), user.email(),
                user.name(), user.imageUrl(), user.role());
    }

    private static String truncate(String value) {
        return value == null || value.length() <= USER_AGENT_MAX ? value : value.substring(0, USER_AGENT_MAX);
    }
}
