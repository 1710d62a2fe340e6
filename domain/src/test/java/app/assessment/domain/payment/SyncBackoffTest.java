package app.assessment.domain.payment;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class SyncBackoffTest {

    private static final Instant NOW = Instant.parse("2026-11-21T12:00:00Z");

    @Test
    void waitsLongerAfterEachAnswer_upToADay() {
        assertThat(SyncBackoff.next(NOW, 1)).isEqualTo(NOW.plus(Duration.ofMinutes(15)));
        assertThat(SyncBackoff.next(NOW, 2)).isEqualTo(NOW.plus(Duration.ofHours(1)));
        assertThat(SyncBackoff.next(NOW, 3)).isEqualTo(NOW.plus(Duration.ofHours(6)));
        assertThat(SyncBackoff.next(NOW, 4)).isEqualTo(NOW.plus(Duration.ofHours(24)));
        assertThat(SyncBackoff.next(NOW, 40)).isEqualTo(NOW.plus(Duration.ofHours(24)));
    }
}
