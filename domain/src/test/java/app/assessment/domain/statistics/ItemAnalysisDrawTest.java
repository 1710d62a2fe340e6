package app.assessment.domain.statistics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import app.assessment.domain.assignment.Participant;
import app.assessment.domain.form.AnswerSnapshot;
import app.assessment.domain.form.QuestionType;
import app.assessment.domain.form.ScoreResult;
import app.assessment.domain.submission.Submission;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A draw of 2 of a bank's 3 questions (A, B, C, 1 point each) per attempt: each question's figures are over the
 * attempts that had it (ADR 0055), worked out by hand with two-pass sums.
 * <pre>
 *            A   B   C   total
 * attempt 1  1   1   -     2
 * attempt 2  1   -   0     1
 * attempt 3  -   0   1     1
 * attempt 4  0   1   -     1
 * attempt 5  1   -   1     2
 * </pre>
 */
class ItemAnalysisDrawTest {

    private static final double EPS = 1e-12;
    private static final Integer[][] MARKS = {{1, 1, null}, {1, null, 0}, {null, 0, 1}, {0, 1, null}, {1, null, 1}};

    private static Report report() {
        Sums sums = new Sums();
        for (Integer[] row : MARKS) {
            List<Observation.Item> items = new ArrayList<>();
            int total = 0;
            for (int q = 0; q < row.length; q++) {
                if (row[q] != null) {
                    items.add(new Observation.Item("ABC".substring(q, q + 1), QuestionType.SINGLE_CHOICE, BigDecimal.valueOf(row[q]),
                            BigDecimal.ONE, List.of(row[q] > 0 ? "right" : "wrong"), null, "v1"));
                    total += row[q];
                }
            }
            sums.add(new Observation(BigDecimal.valueOf(total), items), 1);
        }
        return ItemAnalysis.of(sums);
    }

    private static Report.QuestionFigures question(Report report, String id) {
        return report.questions().stream().filter(q -> q.questionId().equals(id)).findFirst().orElseThrow();
    }

    @Test
    @DisplayName("A, in 4 attempts: facility 3/4, sd 1/2, rests 1, 0, 1, 1: cov(x, r) = −1/12, V(x) = V(r) = 1/4, DI and DE −100/3")
    void aQuestionInFourOfFiveAttempts() {
        Report.QuestionFigures a = question(report(), "A");
        assertThat(a.attempts()).isEqualTo(4);
        assertThat(a.questionVersionId()).isEqualTo("v1");
        assertThat(a.facility()).isCloseTo(0.75, within(EPS));
        assertThat(a.sd()).isCloseTo(0.5, within(EPS));
        assertThat(a.discriminationIndex()).isCloseTo(100 * (-1.0 / 12) / 0.25, within(EPS));
        // Both sorted: marks 0, 1, 1, 1 and rests 0, 1, 1, 1 give cov 1/4, the most any pairing reaches.
        assertThat(a.discriminativeEfficiency()).isCloseTo(100 * (-1.0 / 12) / 0.25, within(EPS));
        assertThat(a.options()).extracting(Report.Frequency::key, Report.Frequency::count, Report.Frequency::share)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("right", 3L, 0.75),
                        org.assertj.core.groups.Tuple.tuple("wrong", 1L, 0.25));
    }

    @Test
    @DisplayName("B and C, in 3 attempts each: facility 2/3, sd √(1/3), cov(x, r) = −1/6, V(r) = 1/3: DI −50, DE −50")
    void questionsInThreeAttempts() {
        for (String id : List.of("B", "C")) {
            Report.QuestionFigures q = question(report(), id);
            assertThat(q.attempts()).as(id).isEqualTo(3);
            assertThat(q.facility()).as(id).isCloseTo(2.0 / 3, within(EPS));
            assertThat(q.sd()).as(id).isCloseTo(Math.sqrt(1.0 / 3), within(EPS));
            assertThat(q.discriminationIndex()).as(id).isCloseTo(-50, within(EPS));
            assertThat(q.discriminativeEfficiency()).as(id).isCloseTo(-50, within(EPS));
        }
    }

    @Test
    @DisplayName("the test: 5 attempts, mean 7/5, V(t) = 0.3, alpha over the 3 questions = 3/2 · (1 − (1/4 + 1/3 + 1/3) / 0.3)")
    void theTest() {
        Report.Test test = report().test();
        assertThat(test.attempts()).isEqualTo(5);
        assertThat(test.mean()).isCloseTo(1.4, within(EPS));
        assertThat(test.sd()).isCloseTo(Math.sqrt(0.3), within(EPS));
        assertThat(test.cronbachAlpha()).isCloseTo(1.5 * (1 - (0.25 + 2.0 / 3) / 0.3), within(EPS));
    }

    @Test
    @DisplayName("two versions of one bank question are two items: the marks and options of one never enter the other")
    void twoVersionsOfOneQuestion_areTwoItems() {
        Map<String, BigDecimal> asked = new LinkedHashMap<>(Map.of("q", BigDecimal.ONE));
        Sums sums = new Sums();
        sums.add(Observation.of(asked, Map.of("q", "v1"), submission("o1", 1)), 1);
        sums.add(Observation.of(asked, Map.of("q", "v2"), submission("o2", 0)), 1);
        sums.add(Observation.of(asked, Map.of("q", "v2"), submission("o1", 1)), 1);
        Report report = ItemAnalysis.of(sums);
        assertThat(report.questions()).extracting(Report.QuestionFigures::questionId, Report.QuestionFigures::questionVersionId,
                Report.QuestionFigures::attempts, Report.QuestionFigures::facility).containsExactly(
                org.assertj.core.groups.Tuple.tuple("q", "v1", 1L, 1.0), org.assertj.core.groups.Tuple.tuple("q", "v2", 2L, 0.5));
        assertThat(sums.questions.get(Sums.key("q", "v1")).choices).containsOnlyKeys("o1");
        assertThat(sums.questions.get(Sums.key("q", "v2")).choices).containsOnlyKeys("o1", "o2");
        // A form's own question keeps its id as its key, as before versions.
        assertThat(Sums.key("q", null)).isEqualTo("q");
        // The store reads a row back by its key alone.
        assertThat(sums.question(Sums.key("q", "v2"))).isSameAs(sums.questions.get("q@v2"));
        assertThat(new Sums().question("q@v2").versionId).isEqualTo("v2");
        assertThat(new Sums().question("q").versionId).isNull();
    }

    private static Submission submission(String option, int points) {
        BigDecimal p = BigDecimal.valueOf(points);
        return new Submission("s", "org", "a", "f", "Form", Participant.of("st", null), "Ana", "prof",
                new ScoreResult(p, BigDecimal.ONE, BigDecimal.ZERO, Optional.empty()), List.of(),
                List.of(new AnswerSnapshot("q", "Q?", option, option, p)), Instant.EPOCH, false, 1, true);
    }
}
