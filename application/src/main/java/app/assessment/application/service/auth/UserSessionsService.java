package app.assessment.application.service.auth;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.auth.ListSessionsUseCase;
import app.assessment.application.port.in.auth.LogOutEverywhereUseCase;
import app.assessment.application.port.in.auth.RevokeSessionUseCase;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.auth.SessionRepository;
import app.assessment.application.port.out.user.UserRepository;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Permissions;
import app.assessment.domain.user.User;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/** Sessions a user controls: list, end one, end all (docs/adr/0027-sessions-students-and-openapi-security.md). */
@ApplicationScoped
public class UserSessionsService implements ListSessionsUseCase, RevokeSessionUseCase, LogOutEverywhereUseCase {

    private final SessionRepository sessions;
    private final UserRepository users;
    private final AuditTrail auditTrail;
    private final Clock clock;

    public UserSessionsService(SessionRepository sessions, UserRepository users, AuditTrail auditTrail, Clock clock) {
        this.sessions = sessions;
        this.users = users;
        this.auditTrail = auditTrail;
        this.clock = clock;
    }

    @Override
    @Transactional
    public List<SessionView> list(Caller caller, String currentSessionId) {
        return sessions.activeOf(caller.userId(), clock.now()).stream()
                .map(s -> new SessionView(s.id(), s.createdAt(), s.lastSeenAt(), s.ip(), s.userAgent(),
                        s.id().equals(currentSessionId)))
                .toList();
    }

    @Override
    @Transactional
    public void revoke(Caller caller, String sessionId) {
        Instant now = clock.now();
        boolean own = sessions.activeOf(caller.userId(), now).stream().anyMatch(s -> s.id().equals(sessionId));
        if (!own) {
            throw DomainException.notFound("Session");
        }
        sessions.revoke(sessionId, now);
        auditTrail.record(new AuditEntry(now, caller.actor(), "auth.session.revoke", "Session", sessionId, Map.of()));
    }

    @Override
    @Transactional
    public int logOutEverywhere(Caller caller, String currentSessionId, boolean keepCurrent) {
        Instant now = clock.now();
        int ended;
        if (keepCurrent) {
            // The version stays, or the token in hand would die too; revoked rows are refused at once all the same.
            ended = sessions.revokeAllOf(caller.userId(), currentSessionId, now);
        } else {
            User user = users.lockedById(caller.userId()).orElseThrow(() -> DomainException.notFound("User"));
            users.update(user.withSessionsRevoked(now));
            ended = sessions.revokeAllOf(user.id(), null, now);
        }
        auditTrail.record(new AuditEntry(now, caller.actor(), "auth.logout-all", "User", caller.userId(),
                Map.of("keepCurrent", keepCurrent, "ended", ended)));
        return ended;
    }

    @Override
    @Transactional
    public int endAllSessionsOf(Caller caller, String userId) {
        User user = users.lockedById(userId)
                .filter(u -> u.organizationId().equals(caller.organizationId()))
                .orElseThrow(() -> DomainException.notFound("User"));
        if (!Permissions.canEndSessionsOf(caller.role(), user.role())) {
            throw DomainException.forbidden("ROLE_NOT_ALLOWED", "Your role cannot end this user's sessions");
        }
        Instant now = clock.now();
        users.update(user.withSessionsRevoked(now));
        int ended = sessions.revokeAllOf(user.id(), null, now);
        auditTrail.record(new AuditEntry(now, caller.actor(), "user.sessions.revoke", "User", user.id(), Map.of("ended", ended)));
        return ended;
    }
}
