package app.assessment.application.service.auth;

import app.assessment.application.port.in.auth.Credentials;
import app.assessment.application.port.in.auth.SendSecondFactorCodeUseCase;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.auth.AttemptLimiter;
import app.assessment.application.port.out.auth.AuthSettings;
import app.assessment.application.port.out.auth.OneTimeSecretRepository;
import app.assessment.application.service.notification.SignInMails;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.shared.RateLimitedException;
import app.assessment.domain.user.User;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;

/**
 * Six digits, valid ten minutes, stored only as a keyed hash and used once (SecondFactorCheck
 * consumes it). At most five mails per user in ten minutes: the password holder may ask again,
 * but cannot turn the service into a mail cannon aimed at the account's inbox.
 */
@ApplicationScoped
public class SecondFactorCodeService implements SendSecondFactorCodeUseCase {

    static final Duration VALID_FOR = Duration.ofMinutes(10);
    static final String SCOPE = "2fa-mail";
    static final int MAILS_PER_WINDOW = 5;
    static final Duration WINDOW = Duration.ofMinutes(10);

    private final CredentialVerifier verifier;
    private final OneTimeSecretRepository secrets;
    private final AttemptLimiter limiter;
    private final SignInMails mails;
    private final AuditTrail auditTrail;
    private final IdGenerator ids;
    private final Clock clock;
    private final AuthSettings settings;

    public SecondFactorCodeService(CredentialVerifier verifier, OneTimeSecretRepository secrets, AttemptLimiter limiter,
                                   SignInMails mails, AuditTrail auditTrail, IdGenerator ids, Clock clock,
                                   AuthSettings settings) {
        this.verifier = verifier;
        this.secrets = secrets;
        this.limiter = limiter;
        this.mails = mails;
        this.auditTrail = auditTrail;
        this.ids = ids;
        this.clock = clock;
        this.settings = settings;
    }

    @Override
    @Transactional
    public void send(Credentials credentials) {
        User user = verifier.verify(credentials);
        if (!user.secondFactor().emailEnabled()) {
            return;
        }
        limiter.hit(SCOPE, user.id(), MAILS_PER_WINDOW, WINDOW).ifPresent(wait -> {
            throw new RateLimitedException("Too many codes requested; try again later", wait.toSeconds());
        });
        Instant now = clock.now();
        String code = OneTimeSecrets.newSixDigitCode();
        String id = ids.newId();
        secrets.add(OneTimeSecretRepository.Kind.SECOND_FACTOR, id, user.id(),
                OneTimeSecrets.secondFactorCodeHash(settings.secretPepper(), user.id(), code), now.plus(VALID_FOR), now);
        // Mailed inside the transaction: when delivery fails the code is not kept either.
        mails.sendSecondFactorCode(user, code, VALID_FOR);
        Actor actor = Actor.user(user.id(), user.name(), user.email(), user.organizationId(), credentials.ip());
        auditTrail.record(new AuditEntry(now, actor, "auth.2fa.email-code-sent", "User", user.id(), Map.of()));
    }
}
