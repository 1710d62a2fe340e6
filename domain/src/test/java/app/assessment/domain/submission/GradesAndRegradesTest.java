package app.assessment.domain.submission;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.domain.assignment.StudentParticipant;
import app.assessment.domain.form.Answer;
import app.assessment.domain.form.ChosenOption;
import app.assessment.domain.form.EssaySpec;
import app.assessment.domain.form.Form;
import app.assessment.domain.form.Grading;
import app.assessment.domain.form.NumberAnswer;
import app.assessment.domain.form.NumericSpec;
import app.assessment.domain.form.Option;
import app.assessment.domain.form.Question;
import app.assessment.domain.form.RegradeAction;
import app.assessment.domain.form.ScoreRange;
import app.assessment.domain.form.TextAnswer;
import app.assessment.domain.form.ToleranceType;
import app.assessment.domain.shared.DomainException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** ADR 0050 §8-9: grades by hand, and regrades that apply once. */
class GradesAndRegradesTest {

    private static final Instant AT = Instant.parse("2026-11-28T10:00:00Z");
    private static final List<ScoreRange> RANGES = List.of(new ScoreRange(BigDecimal.ZERO, new BigDecimal("9.99"), "Baixo", "#D32F2F"),
            new ScoreRange(BigDecimal.TEN, new BigDecimal("100"), "Alto", "#388E3C"));

    private final Question single = new Question("sc", "2 + 2?", 0, List.of(new Option("four", "4", new BigDecimal("5")),
            new Option("five", "5", BigDecimal.ZERO)));
    private final Question numeric = new Question("nu", "g?", 1, List.of(), numeric("9.81"), null);
    private final Question essay = new Question("es", "Explique.", 2, List.of(), EssaySpec.of(BigDecimal.TEN, 100), null);

    @Test
    void grades_moveTheTotal_andTheLastOneGivesTheBand() {
        Submission submitted = submit(form(numeric), List.of(new ChosenOption("sc", "four"), NumberAnswer.parse("nu", "9.81"),
                new TextAnswer("es", "Luz.")));
        assertThat(submitted.pendingGrading()).isTrue();
        assertThat(submitted.score().label()).isNull();

        Submission graded = submitted.grade("es", new BigDecimal("7.5"), " Boa. ");
        assertThat(graded.pendingGrading()).isFalse();
        assertThat(graded.score().total()).isEqualByComparingTo("16.5");
        assertThat(graded.score().label()).isEqualTo("Alto");
        assertThat(graded.answerTo("es").comment()).isEqualTo("Boa.");
        assertThat(graded.grade("es", BigDecimal.ONE, null).score().total()).isEqualByComparingTo("10");

        assertThatThrownBy(() -> submitted.grade("es", new BigDecimal("10.01"), null)).isInstanceOfSatisfying(DomainException.class,
                e -> assertThat(e.field()).contains("points"));
        assertThatThrownBy(() -> submitted.grade("sc", BigDecimal.ONE, null)).isInstanceOfSatisfying(DomainException.class,
                e -> assertThat(e.code()).isEqualTo("ANSWER_NOT_GRADED_BY_HAND"));
        assertThatThrownBy(() -> submit(form(numeric), List.of()).grade("es", BigDecimal.ONE, null))
                .isInstanceOfSatisfying(DomainException.class, e -> assertThat(e.kind()).isEqualTo(DomainException.Kind.NOT_FOUND));
    }

    @Test
    void regrades_applyOnce_andKeepWhatAGraderGave() {
        Submission submitted = submit(form(numeric), List.of(new ChosenOption("sc", "five"), NumberAnswer.parse("nu", "10"),
                new TextAnswer("es", "Luz."))).grade("es", new BigDecimal("6"), null);
        assertThat(submitted.score().total()).isEqualByComparingTo("6");
        Form corrected = form(new Question("nu", "g?", 1, List.of(), numeric("10"), null));
        Map<String, RegradeAction> actions = Map.of("nu", RegradeAction.RESCORE, "es", RegradeAction.RESCORE,
                "sc", RegradeAction.EXCLUDE);

        Submission regraded = Regrade.apply(submitted, corrected, actions);
        assertThat(regraded.score().total()).isEqualByComparingTo("10"); // 4 now right, the essay's 6 kept, sc out (0)
        assertThat(regraded.score().max()).isEqualByComparingTo("14"); // 5 + 4 + 10 - 5
        assertThat(Regrade.apply(regraded, corrected, actions)).isSameAs(regraded);

        Submission full = Regrade.apply(regraded, corrected, Map.of("sc", RegradeAction.FULL_MARKS));
        assertThat(full.score().total()).isEqualByComparingTo("15");
        assertThat(full.score().max()).isEqualByComparingTo("19");
        Submission back = Regrade.apply(full, corrected, Map.of("sc", RegradeAction.RESCORE));
        assertThat(back.score().total()).as("five is worth 0").isEqualByComparingTo("10");
        assertThat(back.answerTo("sc").adjustment()).isNull();
    }

    @Test
    void anUnansweredQuestion_canBeExcludedOrGivenFullMarks_once() {
        Submission submitted = submit(form(numeric), List.of(new ChosenOption("sc", "four")));
        Form same = form(numeric);

        Submission excluded = Regrade.apply(submitted, same, Map.of("nu", RegradeAction.EXCLUDE));
        assertThat(excluded.score().max()).isEqualByComparingTo("15");
        assertThat(Regrade.apply(excluded, same, Map.of("nu", RegradeAction.EXCLUDE))).isSameAs(excluded);
        Submission full = Regrade.apply(submitted, same, Map.of("nu", RegradeAction.FULL_MARKS));
        assertThat(full.score().total()).isEqualByComparingTo("9");
        assertThat(Regrade.apply(submitted, same, Map.of("nu", RegradeAction.RESCORE))).isSameAs(submitted);
    }

    @Test
    void anExcludedOrUnansweredQuestion_cannotBeGraded() {
        Submission submitted = submit(form(numeric), List.of(new ChosenOption("sc", "four"), new TextAnswer("es", "Luz.")));
        Submission excluded = Regrade.apply(submitted, form(numeric), Map.of("es", RegradeAction.EXCLUDE, "nu", RegradeAction.EXCLUDE));

        assertThatThrownBy(() -> excluded.grade("es", BigDecimal.ONE, null)).isInstanceOfSatisfying(DomainException.class,
                e -> assertThat(e.code()).isEqualTo("ANSWER_EXCLUDED"));
        assertThatThrownBy(() -> excluded.answerTo("nu")).isInstanceOfSatisfying(DomainException.class,
                e -> assertThat(e.kind()).isEqualTo(DomainException.Kind.NOT_FOUND));
        Submission rescored = Regrade.apply(excluded, form(numeric), Map.of("es", RegradeAction.RESCORE));
        assertThat(rescored.pendingGrading()).as("back to the grader").isTrue();
        assertThat(rescored.grade("es", BigDecimal.ONE, null).score().total()).isEqualByComparingTo("6");
    }

    private static NumericSpec numeric(String value) {
        return new NumericSpec(List.of(new NumericSpec.Accepted(new BigDecimal(value), BigDecimal.ZERO, ToleranceType.ABSOLUTE,
                new BigDecimal("4"))));
    }

    private Form form(Question numericQuestion) {
        return new Form("f1", "o1", "u1", "Prova", null, null, "TEST", "STUDENT", true, false, RANGES,
                List.of(single, numericQuestion, essay), AT, null);
    }

    private static Submission submit(Form form, List<Answer> answers) {
        Grading grading = form.grade(answers);
        return new Submission("s1", "o1", "a1", form.id(), form.title(), new StudentParticipant("st1"), "Ana", "u1",
                grading.result(), form.scoreRanges(), grading.snapshots(), AT, grading.pendingGrading());
    }
}
