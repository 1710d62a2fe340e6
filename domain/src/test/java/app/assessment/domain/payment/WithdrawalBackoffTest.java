package app.assessment.domain.payment;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class WithdrawalBackoffTest {

    private static final Instant FAILED = Instant.parse("2026-11-28T10:00:00Z");

    @ParameterizedTest(name = "after {0} attempts: {1}")
    @CsvSource({"1,PT30S", "2,PT1M", "3,PT2M", "4,PT4M", "7,PT32M", "8,PT1H", "9,PT1H", "1000,PT1H", "2147483647,PT1H"})
    void delaysDoubleFromThirtySeconds_upToAnHour_andNeverEnd(int attempts, String delay) {
        assertThat(WithdrawalBackoff.nextAttempt(attempts, FAILED)).isEqualTo(FAILED.plus(Duration.parse(delay)));
    }
}
