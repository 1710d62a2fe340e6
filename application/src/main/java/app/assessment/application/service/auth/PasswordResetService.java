package app.assessment.application.service.auth;

import app.assessment.application.port.in.auth.RequestPasswordResetUseCase;
import app.assessment.application.port.in.auth.ResetPasswordUseCase;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.BackgroundWork;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.auth.AttemptLimiter;
import app.assessment.application.port.out.auth.OneTimeSecretRepository;
import app.assessment.application.port.out.auth.PasswordHasher;
import app.assessment.application.port.out.user.UserRepository;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.shared.RateLimitedException;
import app.assessment.domain.user.PasswordPolicy;
import app.assessment.domain.user.User;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;

/**
 * Password reset (docs/api.md §5). A request is limited to 5 per hour per IP and 3 per hour per
 * e-mail address; the e-mail counter runs for every address, known or not, so hitting it
 * reveals nothing. Looking the address up and mailing happen in the background: the answer is
 * the same, and as fast, whether or not an account exists.
 */
@ApplicationScoped
public class PasswordResetService implements RequestPasswordResetUseCase, ResetPasswordUseCase {

    static final String IP_SCOPE = "reset-ip";
    static final int PER_IP = 5;
    static final String EMAIL_SCOPE = "reset-email";
    static final int PER_EMAIL = 3;
    static final Duration WINDOW = Duration.ofHours(1);

    private final AttemptLimiter limiter;
    private final BackgroundWork background;
    private final PasswordResetMail resetMail;
    private final OneTimeSecretRepository secrets;
    private final UserRepository users;
    private final PasswordHasher hasher;
    private final AuditTrail auditTrail;
    private final Clock clock;

    public PasswordResetService(AttemptLimiter limiter, BackgroundWork background, PasswordResetMail resetMail,
                                OneTimeSecretRepository secrets, UserRepository users, PasswordHasher hasher,
                                AuditTrail auditTrail, Clock clock) {
        this.limiter = limiter;
        this.background = background;
        this.resetMail = resetMail;
        this.secrets = secrets;
        this.users = users;
        this.hasher = hasher;
        this.auditTrail = auditTrail;
        this.clock = clock;
    }

    @Override
    public void request(RequestPasswordResetUseCase.Command command) {
        limit(IP_SCOPE, command.ip(), PER_IP);
        limit(EMAIL_SCOPE, command.email(), PER_EMAIL);
        background.submit(() -> resetMail.send(command));
    }

    /** The policy is checked before the token is consumed, so a too-short password does not burn the link. */
    @Override
    @Transactional
    public void reset(ResetPasswordUseCase.Command command) {
        PasswordPolicy.check(command.password());
        Instant now = clock.now();
        User user = secrets.consume(OneTimeSecretRepository.Kind.PASSWORD_RESET, OneTimeSecrets.sha256(command.token()), now)
                .flatMap(users::byId)
                .filter(User::active)
                .orElseThrow(() -> new DomainException(DomainException.Kind.INVALID, "RESET_TOKEN_INVALID",
                        "token", "is invalid, used or expired"));
        users.update(user.withPasswordHash(hasher.hash(command.password()), now));
        Actor actor = Actor.user(user.id(), user.name(), user.email(), user.organizationId(), command.ip());
        auditTrail.record(new AuditEntry(now, actor, "auth.password-reset", "User", user.id(), Map.of()));
    }

    private void limit(String scope, String key, int perWindow) {
        limiter.hit(scope, key, perWindow, WINDOW).ifPresent(wait -> {
            throw new RateLimitedException("Too many password reset requests; try again later", wait.toSeconds());
        });
    }
}
