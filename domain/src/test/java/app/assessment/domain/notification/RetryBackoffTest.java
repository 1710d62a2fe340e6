package app.assessment.domain.notification;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class RetryBackoffTest {

    private static final Instant FAILED_AT = Instant.parse("2026-11-21T10:00:00Z");

    @Test
    void eachFailure_waitsLonger_1m_5m_30m_2h_12h() {
        assertThat(RetryBackoff.nextAttempt(1, FAILED_AT)).contains(FAILED_AT.plus(Duration.ofMinutes(1)));
        assertThat(RetryBackoff.nextAttempt(2, FAILED_AT)).contains(FAILED_AT.plus(Duration.ofMinutes(5)));
        assertThat(RetryBackoff.nextAttempt(3, FAILED_AT)).contains(FAILED_AT.plus(Duration.ofMinutes(30)));
        assertThat(RetryBackoff.nextAttempt(4, FAILED_AT)).contains(FAILED_AT.plus(Duration.ofHours(2)));
        assertThat(RetryBackoff.nextAttempt(5, FAILED_AT)).contains(FAILED_AT.plus(Duration.ofHours(12)));
    }

    @Test
    void theSixthFailure_isFinal() {
        assertThat(RetryBackoff.nextAttempt(6, FAILED_AT)).isEmpty();
    }
}
