package app.assessment.application.service.shared;

import app.assessment.application.port.in.shared.AdmitPublicRequestUseCase;
import app.assessment.application.port.out.auth.AttemptLimiter;
import app.assessment.application.port.out.auth.PublicRateLimitSettings;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.util.Optional;

/**
 * A fixed one-minute window per client address, counted by the shared limiter (Redis), which lets requests
 * through when it cannot count: a public route must not depend on it.
 */
@ApplicationScoped
public class PublicRateLimitService implements AdmitPublicRequestUseCase {

    static final String SCOPE = "public";
    static final Duration WINDOW = Duration.ofMinutes(1);

    private final AttemptLimiter limiter;
    private final PublicRateLimitSettings settings;

    public PublicRateLimitService(AttemptLimiter limiter, PublicRateLimitSettings settings) {
        this.limiter = limiter;
        this.settings = settings;
    }

    @Override
    public Optional<Duration> admit(String clientAddress) {
        return limiter.hit(SCOPE, clientAddress, settings.perMinute(), WINDOW);
    }
}
