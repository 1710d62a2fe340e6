package app.assessment.bootstrap;

import app.assessment.adapters.rest.security.AuthConfig;
import app.assessment.adapters.rest.security.DerivedKeys;
import app.assessment.adapters.rest.security.SessionConfig;
import app.assessment.application.port.out.auth.AuthSettings;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.util.HexFormat;

public class AuthSettingsProducer {

    @Produces
    @Singleton
    AuthSettings authSettings(SessionConfig session, AuthConfig auth, FirstStartConfig firstStart, DerivedKeys keys) {
        // The pepper is a key of its own derived from the secret, like every other (DerivedKeys, ADR 0026).
        return new AuthSettings(session.lifetime(), session.updateAge(), auth.refuseDevPassword(),
                firstStart.devAdminPassword(), auth.failureLimit(), auth.failureWindow(), auth.blockDuration(),
                HexFormat.of().formatHex(keys.of("second-factor")));
    }
}
