package app.assessment.application.service.auth;

import app.assessment.application.port.in.auth.SignInUseCase.SessionGrant;
import app.assessment.application.port.out.user.UserRepository;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.User;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;

/**
 * No auto-provisioning: a verified e-mail only opens a session when an administrator already
 * created an active account with that login e-mail. The provider's sign-in stands in for the
 * password and this service's second factor (the provider applies its own MFA policy).
 */
@ApplicationScoped
public class LinkedAccountSessions {

    private final UserRepository users;
    private final SessionOpener sessions;

    public LinkedAccountSessions(UserRepository users, SessionOpener sessions) {
        this.users = users;
        this.sessions = sessions;
    }

    @Transactional
    public SessionGrant open(String provider, String verifiedEmail, String ip, String userAgent) {
        User user = users.byEmail(User.normalizeEmail(verifiedEmail))
                .filter(User::active)
                .orElseThrow(() -> new DomainException(DomainException.Kind.UNAUTHENTICATED, "IDENTITY_NOT_LINKED",
                        "No active account has the e-mail this identity provider verified"));
        return sessions.open(user, ip, userAgent, "oidc:" + provider);
    }
}
