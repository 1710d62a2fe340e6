package app.assessment.application.service.auth;

import app.assessment.application.port.in.auth.ResolveSessionUseCase;
import app.assessment.application.port.in.auth.SignOutUseCase;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.auth.AuthSettings;
import app.assessment.application.port.out.auth.SessionRepository;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.audit.AuditEntry;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;

@ApplicationScoped
public class SessionService implements ResolveSessionUseCase, SignOutUseCase {

    static final Duration LAST_SEEN_PRECISION = Duration.ofMinutes(1);

    private final SessionRepository sessions;
    private final AuditTrail auditTrail;
    private final Clock clock;
    private final AuthSettings settings;

    public SessionService(SessionRepository sessions, AuditTrail auditTrail, Clock clock, AuthSettings settings) {
        this.sessions = sessions;
        this.auditTrail = auditTrail;
        this.clock = clock;
        this.settings = settings;
    }

    /**
     * Every authenticated request comes through here, so it is a single read outside any
     * transaction: one round trip to the database, no BEGIN/COMMIT, nothing to flush.
     */
    @Override
    public Optional<SessionPrincipal> resolve(String sessionId, String userId, int tokenVersion) {
        Instant now = clock.now();
        return sessions.byId(sessionId)
                .filter(s -> s.revokedAt() == null && s.expiresAt().isAfter(now))
                .filter(s -> s.active() && s.userId().equals(userId) && s.sessionVersion() == tokenVersion)
                .map(s -> touched(s, now))
                .map(s -> new SessionPrincipal(s.sessionId(), s.userId(), s.organizationId(), s.email(), s.name(), s.role(),
                        s.sessionVersion(), s.expiresAt()));
    }

    /**
     * "Last seen" to the minute: the time read with the session decides whether to write, so a
     * busy client costs one small update a minute instead of a write on every request.
     */
    private SessionRepository.SessionRecord touched(SessionRepository.SessionRecord session, Instant now) {
        Instant staleBefore = now.minus(LAST_SEEN_PRECISION);
        if (session.lastSeenAt() == null || session.lastSeenAt().isBefore(staleBefore)) {
            sessions.touch(session.sessionId(), now, staleBefore);
        }
        return session;
    }

    @Override
    @Transactional
    public Instant extend(String sessionId) {
        Instant expiresAt = clock.now().plus(settings.sessionLifetime());
        sessions.extend(sessionId, expiresAt);
        return expiresAt;
    }

    @Override
    @Transactional
    public void signOut(String sessionId, Actor actor) {
        Instant now = clock.now();
        sessions.revoke(sessionId, now);
        auditTrail.record(new AuditEntry(now, actor, "auth.signout", "Session", sessionId, Map.of()));
    }
}
