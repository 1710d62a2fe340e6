package app.assessment.domain.attempt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.domain.shared.DomainException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The attempt's clock: deadline, grace boundary, remaining time, accommodations, the next attempt and the policies. */
class AttemptTest {

    private static final Instant T0 = Instant.parse("2026-03-02T12:00:00Z");
    private static final AttemptSettings TIMED_30_MIN = AttemptSettings.DEFAULTS.overriddenBy(new AttemptSettings.Overrides(
            Optional.of(1800), null, null, null, null, null, null, null));

    @Test
    void deadline_isStartPlusLimit_cappedByExpiresAt() {
        assertThat(Attempt.deadline(T0, 1800, null, null)).isEqualTo(T0.plusSeconds(1800));
        assertThat(Attempt.deadline(T0, 1800, null, T0.plusSeconds(600))).isEqualTo(T0.plusSeconds(600));
        assertThat(Attempt.deadline(T0, null, null, T0.plusSeconds(600))).isEqualTo(T0.plusSeconds(600));
        assertThat(Attempt.deadline(T0, null, null, null)).isNull();
    }

    @ParameterizedTest
    @CsvSource({"1.5, 0, 2700", "1.0, 10, 2400", "2.0, 5, 3900", "1.33, 0, 2394"})
    void accommodation_multipliesTheLimitThenAddsMinutes(String multiplier, int extraMinutes, long seconds) {
        Accommodation accommodation = new Accommodation(new BigDecimal(multiplier), extraMinutes, null);
        assertThat(Attempt.deadline(T0, 1800, accommodation, null)).isEqualTo(T0.plusSeconds(seconds));
    }

    @Test
    void answers_acceptedAtDeadlinePlusGrace_refusedOneSecondLater() {
        Attempt attempt = Attempt.start("t1", "o1", "a1", 1, T0, TIMED_30_MIN, null, null);
        Instant deadline = T0.plusSeconds(1800);
        attempt.ensureAcceptsAnswersAt(deadline);
        attempt.ensureAcceptsAnswersAt(deadline.plusSeconds(30));
        assertThat(attempt.overdueAt(deadline.plusSeconds(30))).isFalse();
        assertThatThrownBy(() -> attempt.ensureAcceptsAnswersAt(deadline.plusSeconds(31)))
                .isInstanceOf(DomainException.class).hasFieldOrPropertyWithValue("code", "ATTEMPT_TIME_EXPIRED");
        assertThat(attempt.overdueAt(deadline.plusSeconds(31))).isTrue();
    }

    @Test
    void remainingSeconds_roundsUp_andNeverGoesNegative() {
        Attempt attempt = Attempt.start("t1", "o1", "a1", 1, T0, TIMED_30_MIN, null, null);
        assertThat(attempt.remainingSeconds(T0)).isEqualTo(1800);
        assertThat(attempt.remainingSeconds(T0.plusMillis(1500))).isEqualTo(1799);
        assertThat(attempt.remainingSeconds(T0.plusSeconds(4000))).isZero();
        assertThat(Attempt.start("t2", "o1", "a1", 1, T0, AttemptSettings.DEFAULTS, null, null).remainingSeconds(T0)).isNull();
    }

    @Test
    void completion_happensOnce() {
        Attempt done = Attempt.start("t1", "o1", "a1", 1, T0, TIMED_30_MIN, null, null).complete(T0.plusSeconds(5), "s1");
        assertThat(done.isOpen()).isFalse();
        assertThatThrownBy(() -> done.complete(T0.plusSeconds(6), "s2")).hasFieldOrPropertyWithValue("code", "ATTEMPT_COMPLETED");
    }

    @Test
    void nextAttempt_needsAttemptsLeftAndTheCooldownPassed() {
        AttemptSettings three = AttemptSettings.DEFAULTS.overriddenBy(new AttemptSettings.Overrides(null, null, Optional.of(3),
                null, 600, null, null, null));
        assertThat(NextAttempt.ensureMayStart(three, 0, null, T0)).isEqualTo(1);
        assertThatThrownBy(() -> NextAttempt.ensureMayStart(three, 1, T0, T0.plusSeconds(599)))
                .isInstanceOfSatisfying(NextAttempt.CooldownException.class, e -> {
                    assertThat(e.code()).isEqualTo("ATTEMPT_COOLDOWN");
                    assertThat(e.availableAt()).isEqualTo(T0.plusSeconds(600));
                    assertThat(e.retryAfterSeconds()).isEqualTo(1);
                });
        assertThat(NextAttempt.ensureMayStart(three, 1, T0, T0.plusSeconds(600))).isEqualTo(2);
        assertThatThrownBy(() -> NextAttempt.ensureMayStart(three, 3, T0, T0.plusSeconds(9999)))
                .hasFieldOrPropertyWithValue("code", "NO_ATTEMPTS_LEFT");
        AttemptSettings unlimited = three.overriddenBy(new AttemptSettings.Overrides(null, null, Optional.empty(), null, 0, null,
                null, null));
        assertThat(NextAttempt.ensureMayStart(unlimited, 250, T0, T0)).isEqualTo(251);
    }

    @Test
    void settings_outOfRange_areRefusedNamingTheField() {
        refused(() -> AttemptSettings.DEFAULTS.overriddenBy(new AttemptSettings.Overrides(Optional.of(9), null, null,
                null, null, null, null, null)), "timeLimitSeconds");
        refused(() -> AttemptSettings.DEFAULTS.overriddenBy(new AttemptSettings.Overrides(null, 601, null, null, null,
                null, null, null)), "graceSeconds");
        refused(() -> AttemptSettings.DEFAULTS.overriddenBy(new AttemptSettings.Overrides(null, null, Optional.of(101),
                null, null, null, null, null)), "attemptsAllowed");
        refused(() -> new Accommodation(new BigDecimal("4.01"), 0, null), "timeMultiplier");
        refused(() -> new Accommodation(BigDecimal.ONE, 601, null), "extraMinutes");
        assertThat(AttemptSettings.DEFAULTS.overriddenBy(AttemptSettings.Overrides.NONE).sameAsDefaults()).isTrue();
    }

    private static final List<GradingPolicy.Scored> THREE = List.of(scored(1, "6"), scored(2, "9"), scored(3, "7"));

    @Test
    void highest_takesTheBest_earliestOnATie() {
        assertThat(GradingPolicy.HIGHEST.outcome(THREE).counted()).containsExactly(2);
        assertThat(GradingPolicy.HIGHEST.outcome(List.of(scored(1, "8"), scored(2, "8"))).counted()).containsExactly(1);
    }

    @Test
    void last_takesTheLatest() {
        GradingPolicy.Outcome outcome = GradingPolicy.LAST.outcome(THREE);
        assertThat(outcome.counted()).containsExactly(3);
        assertThat(outcome.total()).isEqualByComparingTo("7");
    }

    @Test
    void first_takesTheFirst() {
        assertThat(GradingPolicy.FIRST.outcome(THREE).counted()).containsExactly(1);
    }

    @Test
    void average_countsEveryAttempt() {
        GradingPolicy.Outcome outcome = GradingPolicy.AVERAGE.outcome(THREE);
        assertThat(outcome.counted()).containsExactlyInAnyOrder(1, 2, 3);
        assertThat(outcome.total()).isEqualByComparingTo("7.33");
        assertThat(outcome.percentage()).isEqualByComparingTo("73.30");
        assertThat(GradingPolicy.AVERAGE.outcome(List.of())).isNull();
    }

    @Test
    void release_eachMoment() {
        Instant close = T0.plusSeconds(3600);
        assertThat(Release.IMMEDIATELY.releasedAt(T0, null, true)).isTrue();
        assertThat(Release.AFTER_CLOSE.releasedAt(close.minusSeconds(1), close, false)).isFalse();
        assertThat(Release.AFTER_CLOSE.releasedAt(close, close, false)).isTrue();
        assertThat(Release.AFTER_CLOSE.releasedAt(close, null, false)).isFalse();
        assertThat(Release.AFTER_GRADING.releasedAt(T0, null, true)).isFalse();
        assertThat(Release.AFTER_GRADING.releasedAt(T0, null, false)).isTrue();
        assertThat(Release.NEVER.releasedAt(close, close, false)).isFalse();
    }

    private static void refused(org.assertj.core.api.ThrowableAssert.ThrowingCallable call, String field) {
        assertThatThrownBy(call).isInstanceOfSatisfying(DomainException.class, e -> assertThat(e.field()).contains(field));
    }

    private static GradingPolicy.Scored scored(int number, String total) {
        return new GradingPolicy.Scored(number, new BigDecimal(total), BigDecimal.TEN);
    }
}
