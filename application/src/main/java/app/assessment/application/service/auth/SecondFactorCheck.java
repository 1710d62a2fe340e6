package app.assessment.application.service.auth;

import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.auth.AuthSettings;
import app.assessment.application.port.out.auth.OneTimeSecretRepository;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.User;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;

/** Accepts an unused current TOTP code or an unused e-mailed code, whichever factor the user has on. */
@ApplicationScoped
public class SecondFactorCheck {

    private final TotpCodes totp;
    private final OneTimeSecretRepository secrets;
    private final CredentialVerifier verifier;
    private final AuthSettings settings;
    private final Clock clock;

    public SecondFactorCheck(TotpCodes totp, OneTimeSecretRepository secrets, CredentialVerifier verifier,
                             AuthSettings settings, Clock clock) {
        this.totp = totp;
        this.secrets = secrets;
        this.verifier = verifier;
        this.settings = settings;
        this.clock = clock;
    }

    void require(User user, String code, String ip) {
        if (code == null || code.isBlank()) {
            throw new DomainException(DomainException.Kind.UNAUTHENTICATED, "SECOND_FACTOR_REQUIRED",
                    "A second-factor code is required");
        }
        String trimmed = code.strip();
        Instant now = clock.now();
        boolean totpOk = user.secondFactor().totpEnabled() && totp.accept(user, trimmed).isPresent();
        boolean emailOk = !totpOk && user.secondFactor().emailEnabled()
                && secrets.consumeForUser(OneTimeSecretRepository.Kind.SECOND_FACTOR, user.id(),
                        OneTimeSecrets.secondFactorCodeHash(settings.secretPepper(), user.id(), trimmed), now);
        if (!totpOk && !emailOk) {
            verifier.recordFailure(ip);
            throw new DomainException(DomainException.Kind.UNAUTHENTICATED, "SECOND_FACTOR_INVALID",
                    "The second-factor code is wrong or expired");
        }
    }
}
