package app.assessment.bootstrap;

import app.assessment.adapters.rest.security.PublicConfig;
import app.assessment.application.port.out.auth.PublicRateLimitSettings;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

/** The public routes' limit from {@code app.public}, the REST adapter's group, for the application's admission. */
public class PublicRateLimitSettingsProducer {

    @Produces
    @Singleton
    PublicRateLimitSettings publicRateLimitSettings(PublicConfig config) {
        return new PublicRateLimitSettings(config.rateLimitPerMinute());
    }
}
