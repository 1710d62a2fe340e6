package app.assessment.application.service.auth;

import app.assessment.application.port.in.auth.CheckCredentialsUseCase;
import app.assessment.application.port.in.auth.Credentials;
import app.assessment.application.port.in.auth.SignInUseCase;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.auth.AuthSettings;
import app.assessment.application.port.out.auth.SessionRepository;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.user.User;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.Map;

@ApplicationScoped
public class SignInService implements CheckCredentialsUseCase, SignInUseCase {

    private final CredentialVerifier verifier;
    private final SecondFactorCheck secondFactor;
    private final SessionRepository sessions;
    private final AuditTrail auditTrail;
    private final IdGenerator ids;
    private final Clock clock;
    private final AuthSettings settings;

    public SignInService(CredentialVerifier verifier, SecondFactorCheck secondFactor, SessionRepository sessions,
                         AuditTrail auditTrail, IdGenerator ids, Clock clock, AuthSettings settings) {
        this.verifier = verifier;
        this.secondFactor = secondFactor;
        this.sessions = sessions;
        this.auditTrail = auditTrail;
        this.ids = ids;
        this.clock = clock;
        this.settings = settings;
    }

    @Override
    public Result check(Credentials credentials) {
        User user = verifier.verify(credentials);
        return new Result(true, user.secondFactor().required(), user.secondFactor().methods());
    }

    @Override
    @Transactional
    public SessionGrant signIn(Command command) {
        Credentials credentials = command.credentials();
        User user = verifier.verify(credentials);
        if (user.secondFactor().required()) {
            secondFactor.require(user, command.secondFactorCode(), credentials.ip());
        }
        Instant now = clock.now();
        String sessionId = ids.newId();
        Instant expiresAt = now.plus(settings.sessionLifetime());
        sessions.add(new SessionRepository.NewSession(sessionId, user.id(), now, expiresAt, credentials.ip(),
                truncate(command.userAgent(), 300)));
        Actor actor = Actor.user(user.id(), user.name(), user.email(), user.organizationId(), credentials.ip());
        auditTrail.record(new AuditEntry(now, actor, "auth.signin", "Session", sessionId,
                Map.of("method", user.secondFactor().required() ? "password+2fa" : "password")));
        return new SessionGrant(sessionId, user.id(), user.sessionVersion(), expiresAt);
    }

    private static String truncate(String value, int max) {
        return value == null || value.length() <= max ? value : value.substring(0, max);
    }
}
