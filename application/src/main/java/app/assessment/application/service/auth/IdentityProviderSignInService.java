package app.assessment.application.service.auth;

import app.assessment.application.port.in.auth.SignInUseCase.SessionGrant;
import app.assessment.application.port.in.auth.SignInWithIdentityProviderUseCase;
import app.assessment.application.port.out.auth.IdentityProviderGateway;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * Asks the provider which e-mail it vouches for, with no transaction open (the call may wait up to its timeout,
 * ADR 0009), then opens the linked account's session in one ({@link LinkedAccountSessions}).
 */
@ApplicationScoped
public class IdentityProviderSignInService implements SignInWithIdentityProviderUseCase {

    private final IdentityProviderGateway gateway;
    private final LinkedAccountSessions sessions;

    public IdentityProviderSignInService(IdentityProviderGateway gateway, LinkedAccountSessions sessions) {
        this.gateway = gateway;
        this.sessions = sessions;
    }

    @Override
    public SessionGrant signIn(Command command) {
        String email = gateway.verifiedEmail(command.provider(), command.code(), command.attempt(), command.redirectUri());
        return sessions.open(command.provider(), email, command.ip(), command.userAgent());
    }
}
