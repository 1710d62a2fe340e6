package app.assessment.application.port.in.auth;

import app.assessment.application.port.in.auth.SignInUseCase.SessionGrant;
import app.assessment.application.port.out.auth.ProviderAttempt;
import app.assessment.domain.shared.DomainException;

/**
 * Opens a session for the account whose login e-mail an external identity provider verifies for this
 * attempt's code. The provider proves the e-mail (OpenID Connect); this use case decides whether that e-mail
 * belongs to an active account. Accounts are never created here.
 */
public interface SignInWithIdentityProviderUseCase {

    SessionGrant signIn(Command command);

    /**
     * {@code provider} is the configured provider name, recorded in the audit entry; {@code attempt} the one the
     * browser started (its state already matched); {@code redirectUri} the one the attempt was started with.
     */
    record Command(String provider, String code, ProviderAttempt attempt, String redirectUri, String ip, String userAgent) {
        public Command {
            if (provider == null || provider.isBlank()) {
                throw DomainException.invalid("provider", "is required");
            }
            if (code == null || code.isBlank()) {
                throw new DomainException(DomainException.Kind.UNAUTHENTICATED, "OIDC_CODE_REJECTED",
                        "The identity provider sent no authorization code");
            }
            if (attempt == null || redirectUri == null) {
                throw DomainException.invalidRequest("attempt and redirectUri are required");
            }
            ip = ip == null ? "unknown" : ip;
        }
    }
}
