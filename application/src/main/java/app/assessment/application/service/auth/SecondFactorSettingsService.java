package app.assessment.application.service.auth;

import app.assessment.application.port.in.auth.ConfirmTotpUseCase;
import app.assessment.application.port.in.auth.DisableTotpUseCase;
import app.assessment.application.port.in.auth.SetEmailSecondFactorUseCase;
import app.assessment.application.port.in.auth.StartTotpEnrolmentUseCase;
import app.assessment.application.port.in.auth.TotpCodeCommand;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.auth.AttemptLimiter;
import app.assessment.application.port.out.auth.TotpAuthenticator;
import app.assessment.application.port.out.user.UserRepository;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.shared.RateLimitedException;
import app.assessment.domain.user.SecondFactor;
import app.assessment.domain.user.User;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;

/**
 * A signed-in user's second factors. A wrong authenticator code answers 400
 * SECOND_FACTOR_INVALID (the session is fine; clients sign out on 401), and five wrong codes
 * in ten minutes block these routes for that user for ten minutes, so a borrowed session
 * cannot guess its way to switching the factor off.
 */
@ApplicationScoped
public class SecondFactorSettingsService
        implements StartTotpEnrolmentUseCase, ConfirmTotpUseCase, DisableTotpUseCase, SetEmailSecondFactorUseCase {

    static final String SCOPE = "2fa-settings";
    static final int FAILURE_LIMIT = 5;
    static final Duration FAILURE_WINDOW = Duration.ofMinutes(10);

    private final UserRepository users;
    private final TotpAuthenticator totp;
    private final TotpCodes codes;
    private final CredentialVerifier verifier;
    private final AttemptLimiter limiter;
    private final AuditTrail auditTrail;
    private final Clock clock;

    public SecondFactorSettingsService(UserRepository users, TotpAuthenticator totp, TotpCodes codes, CredentialVerifier verifier,
                                       AttemptLimiter limiter, AuditTrail auditTrail, Clock clock) {
        this.users = users;
        this.totp = totp;
        this.codes = codes;
        this.verifier = verifier;
        this.limiter = limiter;
        this.auditTrail = auditTrail;
        this.clock = clock;
    }

    /** Refused while TOTP is on: a new pending secret would switch the working one off without a code. */
    @Override
    @Transactional
    public TotpEnrolment start(Actor actor) {
        User user = load(actor);
        if (user.secondFactor().totpEnabled()) {
            throw DomainException.conflict("TOTP_ALREADY_ENABLED", "An authenticator app is already on; turn it off first");
        }
        String secret = totp.newSecret();
        save(actor, user, user.secondFactor().withPendingTotp(secret), "user.2fa.totp-enrolment-started");
        return new TotpEnrolment(secret, totp.otpauthUrl(secret, user.email()));
    }

    @Override
    @Transactional
    public void confirm(TotpCodeCommand command) {
        User user = load(command.actor());
        SecondFactor factor = user.secondFactor();
        if (factor.totpEnabled() || factor.totpSecret() == null) {
            throw DomainException.conflict("TOTP_NOT_PENDING", "There is no authenticator enrolment to confirm; start one first");
        }
        User used = requireCode(user, command.code());
        save(command.actor(), used, used.secondFactor().withTotpEnabled(), "user.2fa.totp-enabled");
    }

    @Override
    @Transactional
    public void disable(TotpCodeCommand command) {
        User user = load(command.actor());
        if (!user.secondFactor().totpEnabled()) {
            throw DomainException.conflict("TOTP_NOT_ENABLED", "No authenticator app is on");
        }
        User used = requireCode(user, command.code());
        save(command.actor(), used, used.secondFactor().withoutTotp(), "user.2fa.totp-disabled");
    }

    @Override
    @Transactional
    public void set(Command command) {
        User user = load(command.actor());
        verifier.confirmPassword(user, command.password(), command.actor().ip());
        if (user.secondFactor().emailEnabled() == command.enabled()) {
            return;
        }
        save(command.actor(), user, user.secondFactor().withEmail(command.enabled()),
                command.enabled() ? "user.2fa.email-enabled" : "user.2fa.email-disabled");
    }

    private User load(Actor actor) {
        return users.byId(actor.userId()).filter(User::active).orElseThrow(() -> DomainException.notFound("User"));
    }

    /** The user with the code's step used up, or a failure counted against the user. */
    private User requireCode(User user, String code) {
        limiter.blockedFor(SCOPE, user.id()).ifPresent(wait -> {
            throw new RateLimitedException("Too many wrong codes; try again later", wait.toSeconds());
        });
        return codes.accept(user, code).orElseThrow(() -> {
            limiter.recordFailure(SCOPE, user.id(), FAILURE_LIMIT, FAILURE_WINDOW, FAILURE_WINDOW);
            return new DomainException(DomainException.Kind.INVALID, "SECOND_FACTOR_INVALID", "code", "is wrong, expired or already used");
        });
    }

    /** The audit keeps which methods are on afterwards; the secret never leaves the user's row. */
    private void save(Actor actor, User user, SecondFactor factor, String action) {
        Instant now = clock.now();
        users.update(user.withSecondFactor(factor, now));
        auditTrail.record(new AuditEntry(now, actor, action, "User", user.id(), Map.of("methods", factor.methods())));
    }
}
