package app.assessment.bootstrap;

import app.assessment.adapters.rest.security.ApiKeyConfig;
import app.assessment.adapters.rest.security.PublicConfig;
import app.assessment.application.port.out.apikey.ApiKeySettings;
import app.assessment.application.port.out.auth.PublicRateLimitSettings;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

/** The public routes' and API keys' limits from the REST adapter's groups, for the application's admissions. */
public class PublicRateLimitSettingsProducer {

    @Produces
    @Singleton
    PublicRateLimitSettings publicRateLimitSettings(PublicConfig config) {
        return new PublicRateLimitSettings(config.rateLimitPerMinute());
    }

    @Produces
    @Singleton
    ApiKeySettings apiKeySettings(ApiKeyConfig config) {
        return new ApiKeySettings(config.rateLimitPerMinute());
    }
}
