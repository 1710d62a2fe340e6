package app.assessment.application.service.apikey;

import app.assessment.application.port.in.apikey.AdmitApiKeyRequestUseCase;
import app.assessment.application.port.out.apikey.ApiKeySettings;
import app.assessment.application.port.out.auth.AttemptLimiter;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.util.Optional;

/**
 * A fixed one-minute window per key ({@code API_KEY_RATE_LIMIT_PER_MINUTE}), counted in Redis by the shared
 * limiter, so every instance counts the same key together. The limiter fails open when Redis is down.
 */
@ApplicationScoped
public class ApiKeyRateLimitService implements AdmitApiKeyRequestUseCase {

    static final String SCOPE = "api-key";
    static final Duration WINDOW = Duration.ofMinutes(1);

    private final AttemptLimiter limiter;
    private final ApiKeySettings settings;

    public ApiKeyRateLimitService(AttemptLimiter limiter, ApiKeySettings settings) {
        this.limiter = limiter;
        this.settings = settings;
    }

    @Override
    public Optional<Duration> admit(String keyId) {
        return limiter.hit(SCOPE, keyId, settings.perMinute(), WINDOW);
    }
}
