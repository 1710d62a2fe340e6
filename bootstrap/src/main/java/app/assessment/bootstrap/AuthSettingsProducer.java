package app.assessment.bootstrap;

import app.assessment.adapters.identity.CredentialSettings;
import app.assessment.adapters.rest.auth.SignInPagesSettings;
import app.assessment.adapters.rest.security.DerivedKeys;
import app.assessment.adapters.rest.security.SessionConfig;
import app.assessment.application.port.out.auth.AuthSettings;
import app.assessment.bootstrap.config.AuthConfig;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.util.HexFormat;

/** {@code app.auth} (and the session's lifetimes) as the application's and each adapter's own settings. */
public class AuthSettingsProducer {

    @Produces
    @Singleton
    AuthSettings authSettings(SessionConfig session, AuthConfig auth, FirstStartConfig firstStart, DerivedKeys keys) {
        // The pepper is a key of its own derived from the secret, like every other (DerivedKeys, ADR 0026).
        return new AuthSettings(session.lifetime(), session.updateAge(), auth.refuseDevPassword(),
                firstStart.devAdminPassword(), auth.failureLimit(), auth.failureWindow(), auth.blockDuration(),
                HexFormat.of().formatHex(keys.of("second-factor")));
    }

    @Produces
    @Singleton
    CredentialSettings credentialSettings(AuthConfig auth) {
        return new CredentialSettings(auth.bcryptCost(), auth.totpIssuer());
    }

    @Produces
    @Singleton
    SignInPagesSettings signInPagesSettings(AuthConfig auth) {
        AuthConfig.Pages pages = auth.pages();
        return new SignInPagesSettings(pages.signIn(), pages.signOut(), pages.error());
    }
}
