package app.assessment.application.service.shared;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.port.out.auth.AttemptLimiter;
import app.assessment.application.port.out.auth.PublicRateLimitSettings;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class PublicRateLimitServiceTest {

    private final CountingLimiter limiter = new CountingLimiter();
    private final PublicRateLimitService service = new PublicRateLimitService(limiter, new PublicRateLimitSettings(2));

    @Test
    void eachAddress_getsTheConfiguredRequestsPerMinute_thenTheLimitersWait() {
        assertThat(service.admit("192.0.2.10")).isEmpty();
        assertThat(service.admit("192.0.2.10")).isEmpty();
        assertThat(service.admit("192.0.2.10")).contains(Duration.ofSeconds(42));
        assertThat(service.admit("192.0.2.11")).isEmpty();
        assertThat(limiter.calls).containsOnly("public 2 PT1M");
    }

    /** Counts per key without a window: enough to see the service's limit and scope reach the port. */
    private static final class CountingLimiter implements AttemptLimiter {
        private final List<String> keys = new ArrayList<>();
        private final List<String> calls = new ArrayList<>();

        @Override
        public Optional<Duration> hit(String scope, String key, int limit, Duration window) {
            calls.add(scope + " " + limit + " " + window);
            keys.add(key);
            long count = keys.stream().filter(key::equals).count();
            return count > limit ? Optional.of(Duration.ofSeconds(42)) : Optional.empty();
        }

        @Override
        public Optional<Duration> blockedFor(String scope, String key) {
            return Optional.empty();
        }

        @Override
        public void recordFailure(String scope, String key, int limit, Duration window, Duration block) {
        }
    }
}
