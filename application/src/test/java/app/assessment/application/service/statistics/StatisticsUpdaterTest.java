package app.assessment.application.service.statistics;

import app.assessment.application.fakes.NoDraws;

import app.assessment.application.fakes.InMemoryAttempts;

import app.assessment.application.fakes.InMemoryAttemptInstances;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.fakes.InMemoryStatistics;
import app.assessment.application.fakes.Samples;
import app.assessment.domain.assignment.Participant;
import app.assessment.domain.form.AnswerSnapshot;
import app.assessment.domain.form.Form;
import app.assessment.domain.form.ScoreResult;
import app.assessment.domain.statistics.AttemptSelection;
import app.assessment.domain.submission.Submission;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class StatisticsUpdaterTest {

    private final InMemoryStatistics store = new InMemoryStatistics();
    private final StatisticsUpdater updater = new StatisticsUpdater(store, new InMemoryAttemptInstances(new InMemoryAttempts()), new NoDraws());
    private final Form form = Samples.form("f1", "prof1", true, false);

    private static Submission attempt(String id, int number, String option, boolean pending) {
        BigDecimal points = option.equals("o1") ? BigDecimal.ONE : BigDecimal.ZERO;
        return new Submission(id, Samples.ORG, "a1", "f1", "Matemática", Participant.of("s1", null), "Caio", "prof1",
                new ScoreResult(points, BigDecimal.ONE, BigDecimal.ZERO, Optional.empty()), List.of(),
                List.of(new AnswerSnapshot("q1", "Dois mais dois?", option, option, points)), Instant.EPOCH, pending, number, true);
    }

    @Test
    void anotherCountedAttempt_movesTheCountedSums_andLeavesFirstAndAllAlone() {
        updater.submitted(form, attempt("s1", 1, "o2", false));
        updater.submitted(form, attempt("s2", 2, "o1", false));
        updater.countedChanged("a1", Set.of(2)); // HIGHEST: the second attempt, worth 1, counts now

        assertThat(store.sums("f1", AttemptSelection.COUNTED).n).isEqualTo(1);
        assertThat(store.sums("f1", AttemptSelection.COUNTED).s1).isEqualByComparingTo("1");
        assertThat(store.sums("f1", AttemptSelection.FIRST).s1).isEqualByComparingTo("0");
        assertThat(store.sums("f1", AttemptSelection.ALL).n).isEqualTo(2);
        assertThat(store.entry("s1").orElseThrow().counted()).isFalse();

        updater.countedChanged("a1", Set.of(1, 2)); // AVERAGE: both
        assertThat(store.sums("f1", AttemptSelection.COUNTED).n).isEqualTo(2);
        assertThat(store.sums("f1", AttemptSelection.COUNTED).questions.get("q1").choices).containsEntry("o1", 1L)
                .containsEntry("o2", 1L);
    }

    @Test
    void aPendingAttempt_entersAtItsGrade_andARegradeReplacesItsMarks() {
        updater.submitted(form, attempt("s1", 1, "o2", true));
        assertThat(store.sums("f1", AttemptSelection.ALL).n).isZero();
        long before = store.version("f1");

        updater.regraded(attempt("s1", 1, "o2", false));
        assertThat(store.sums("f1", AttemptSelection.ALL).n).isEqualTo(1);
        assertThat(store.version("f1")).isGreaterThan(before);

        updater.regraded(attempt("s1", 1, "o1", false));
        var sums = store.sums("f1", AttemptSelection.ALL);
        assertThat(sums.n).isEqualTo(1);
        assertThat(sums.s1).isEqualByComparingTo("1");
        assertThat(sums.questions.get("q1").marks).containsOnlyKeys(BigDecimal.ONE);
        assertThat(sums.totals).hasSize(1);
    }
}
