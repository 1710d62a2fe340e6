package app.assessment.bootstrap;

import app.assessment.adapters.rest.security.DerivedKeys;
import app.assessment.application.port.out.auth.AuthSettings;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.util.HexFormat;
import org.eclipse.microprofile.config.inject.ConfigProperty;

public class AuthSettingsProducer {

    @Produces
    @Singleton
    AuthSettings authSettings(
            @ConfigProperty(name = "app.session.lifetime", defaultValue = "P30D") Duration lifetime,
            @ConfigProperty(name = "app.session.update-age", defaultValue = "P1D") Duration updateAge,
            @ConfigProperty(name = "app.auth.refuse-dev-password", defaultValue = "false") boolean refuseDevPassword,
            @ConfigProperty(name = "app.dev.default-admin-password") String devPassword,
            @ConfigProperty(name = "app.auth.failure-limit") int failureLimit,
            @ConfigProperty(name = "app.auth.failure-window") Duration failureWindow,
            @ConfigProperty(name = "app.auth.block-duration") Duration block,
            @ConfigProperty(name = "app.session.secret") String secret) {
        // The pepper is a key of its own derived from the secret, like every other (DerivedKeys, ADR 0026).
        return new AuthSettings(lifetime, updateAge, refuseDevPassword, devPassword, failureLimit, failureWindow, block,
                HexFormat.of().formatHex(DerivedKeys.of(secret, "second-factor")));
    }
}
