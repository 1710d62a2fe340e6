package app.assessment.application.port.in.auth;

import app.assessment.application.port.in.auth.SignInUseCase.SessionGrant;
import app.assessment.domain.shared.DomainException;

/**
 * Opens a session for the account whose login e-mail an external identity provider has
 * verified. The transport proves the e-mail (OpenID Connect); this use case only decides
 * whether that e-mail belongs to an active account. Accounts are never created here.
 */
public interface SignInWithIdentityProviderUseCase {

    SessionGrant signIn(Command command);

    /** {@code provider} is the configured provider name, recorded in the audit entry. */
    record Command(String provider, String verifiedEmail, String ip, String userAgent) {
        public Command {
            if (provider == null || provider.isBlank()) {
                throw DomainException.invalid("provider", "is required");
            }
            if (verifiedEmail == null || verifiedEmail.isBlank()) {
                throw DomainException.invalid("email", "is required");
            }
            ip = ip == null ? "unknown" : ip;
        }
    }
}
