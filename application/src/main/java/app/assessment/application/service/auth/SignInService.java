package app.assessment.application.service.auth;

import app.assessment.application.port.in.auth.CheckCredentialsUseCase;
import app.assessment.application.port.in.auth.Credentials;
import app.assessment.application.port.in.auth.SignInUseCase;
import app.assessment.domain.user.User;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;

@ApplicationScoped
public class SignInService implements CheckCredentialsUseCase, SignInUseCase {

    private final CredentialVerifier verifier;
    private final SecondFactorCheck secondFactor;
    private final SessionOpener sessions;

    public SignInService(CredentialVerifier verifier, SecondFactorCheck secondFactor, SessionOpener sessions) {
        this.verifier = verifier;
        this.secondFactor = secondFactor;
        this.sessions = sessions;
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
        return sessions.open(user, credentials.ip(), command.userAgent(),
                user.secondFactor().required() ? "password+2fa" : "password");
    }
}
