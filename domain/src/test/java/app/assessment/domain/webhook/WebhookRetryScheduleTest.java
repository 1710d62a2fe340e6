package app.assessment.domain.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class WebhookRetryScheduleTest {

    private static final Instant FAILED_AT = Instant.parse("2026-11-28T10:00:00Z");

    @Test
    void withoutJitter_eachFailureWaitsLonger_andTheWholeScheduleLastsOverADay() {
        Instant at = FAILED_AT;
        Duration previous = Duration.ZERO;
        for (int attempts = 1; attempts < WebhookRetrySchedule.MAX_ATTEMPTS; attempts++) {
            Instant next = WebhookRetrySchedule.nextAttempt(attempts, at, 0.5).orElseThrow();
            Duration delay = Duration.between(at, next);
            assertThat(delay).isGreaterThanOrEqualTo(previous);
            previous = delay;
            at = next;
        }
        assertThat(Duration.between(FAILED_AT, at)).isGreaterThan(Duration.ofHours(24));
        assertThat(WebhookRetrySchedule.nextAttempt(WebhookRetrySchedule.MAX_ATTEMPTS, at, 0.5)).isEmpty();
    }

    @Test
    void jitter_staysWithinATenthOfTheDelay() {
        Instant low = WebhookRetrySchedule.nextAttempt(2, FAILED_AT, 0.0).orElseThrow();
        Instant high = WebhookRetrySchedule.nextAttempt(2, FAILED_AT, 0.999999).orElseThrow();
        assertThat(Duration.between(FAILED_AT, low)).isEqualTo(Duration.ofSeconds(270));
        assertThat(Duration.between(FAILED_AT, high)).isBetween(Duration.ofSeconds(329), Duration.ofSeconds(330));
    }

    @Test
    void noAttemptYet_hasNoRetry() {
        assertThat(WebhookRetrySchedule.nextAttempt(0, FAILED_AT, 0.5)).isEqualTo(Optional.empty());
    }

    @Test
    void anEndpointFailingForThreeDays_isDisabled_notBefore() {
        assertThat(EndpointHealth.shouldDisable(null, FAILED_AT)).isFalse();
        assertThat(EndpointHealth.shouldDisable(FAILED_AT, FAILED_AT.plus(Duration.ofDays(3)).minusSeconds(1))).isFalse();
        assertThat(EndpointHealth.shouldDisable(FAILED_AT, FAILED_AT.plus(Duration.ofDays(3)))).isTrue();
    }
}
