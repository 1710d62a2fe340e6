package app.assessment.domain.form;

import static app.assessment.domain.form.FormFixtures.form;
import static app.assessment.domain.form.FormFixtures.option;
import static app.assessment.domain.form.FormFixtures.question;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

class FormScoringTest {

    // max = 3 + 2 + 0 (a question without options) = 5
    private final Form form = form(
            List.of(range("0", "2.99", "Low", "#FF0000"), range("3", "5", "High", "#00FF00")),
            question("q1", 0, option("q1a", "0"), option("q1b", "3")),
            question("q2", 1, option("q2a", "2"), option("q2b", "-1")),
            question("q3", 2));

    private static ScoreRange range(String min, String max, String label, String color) {
        return new ScoreRange(new BigDecimal(min), new BigDecimal(max), label, color);
    }

    private static ChosenOption pick(String questionId, String optionId) {
        return new ChosenOption(questionId, optionId);
    }

    @Test
    void score_sumsChosenPointsAgainstBestOfEveryQuestion() {
        ScoreResult result = form.score(List.of(pick("q1", "q1b"), pick("q2", "q2b")));

        assertThat(result.total()).isEqualTo(new BigDecimal("2.00"));
        assertThat(result.max()).isEqualTo(new BigDecimal("5.00"));
        assertThat(result.percentage()).isEqualTo(new BigDecimal("40.00"));
        assertThat(result.label()).isEqualTo("Low");
        assertThat(result.color()).isEqualTo("#FF0000");
    }

    @Test
    void score_percentageRoundsHalfUpToTwoDecimals() {
        Form thirds = form(question("q1", 0, option("a", "1"), option("b", "0")),
                question("q2", 1, option("c", "1")), question("q3", 2, option("d", "1")));

        // 2/3 = 66.666..., 1/3 = 33.333...
        assertThat(thirds.score(List.of(pick("q1", "a"), pick("q2", "c"))).percentage())
                .isEqualTo(new BigDecimal("66.67"));
        assertThat(thirds.score(List.of(pick("q1", "a"))).percentage()).isEqualTo(new BigDecimal("33.33"));
    }

    @Test
    void score_totalOnUpperBoundOfRange_getsThatRange() {
        ScoreResult result = form.score(List.of(pick("q1", "q1b"), pick("q2", "q2a")));

        assertThat(result.total()).isEqualByComparingTo("5");
        assertThat(result.percentage()).isEqualTo(new BigDecimal("100.00"));
        assertThat(result.range()).map(ScoreRange::label).contains("High");
    }

    @Test
    void score_totalInNoRange_labelAndColorNull() {
        ScoreResult result = form.score(List.of(pick("q2", "q2b")));

        assertThat(result.total()).isEqualByComparingTo("-1");
        assertThat(result.percentage()).isEqualTo(new BigDecimal("-20.00"));
        assertThat(result.range()).isEmpty();
        assertThat(result.label()).isNull();
        assertThat(result.color()).isNull();
    }

    @Test
    void score_noAnswers_zeroTotalStillFullMax() {
        ScoreResult result = form.score(List.of());

        assertThat(result.total()).isEqualTo(new BigDecimal("0.00"));
        assertThat(result.max()).isEqualTo(new BigDecimal("5.00"));
        assertThat(result.label()).isEqualTo("Low");
    }

    @Test
    void score_formWithoutQuestions_maxAndPercentageZero() {
        ScoreResult result = form().score(List.of());

        assertThat(result.max()).isEqualTo(new BigDecimal("0.00"));
        assertThat(result.percentage()).isEqualTo(new BigDecimal("0.00"));
    }

    @Test
    void score_onlyNegativeOptions_percentageZeroNotSignFlipped() {
        Form penalties = form(question("q1", 0, option("a", "-1"), option("b", "-2")));

        ScoreResult result = penalties.score(List.of(pick("q1", "b")));

        assertThat(result.max()).isEqualByComparingTo("-1");
        assertThat(result.percentage()).isEqualTo(new BigDecimal("0.00"));
    }

    @Test
    void score_questionNotInForm_invalidNamingTheAnswer() {
        assertThatThrownBy(() -> form.score(List.of(pick("q1", "q1a"), pick("q9", "q1a"))))
                .hasMessage("answers[1].questionId: question q9 is not in the form");
    }

    @Test
    void score_optionOfAnotherQuestion_invalid() {
        assertThatThrownBy(() -> form.score(List.of(pick("q1", "q2a"))))
                .hasMessage("answers[0].optionId: option q2a does not belong to question q1");
    }

    @Test
    void score_questionAnsweredTwice_invalid() {
        assertThatThrownBy(() -> form.score(List.of(pick("q1", "q1a"), pick("q2", "q2a"), pick("q1", "q1b"))))
                .hasMessage("answers[2].questionId: question q1 is already answered in answers[0]");
    }

    @Test
    void answer_snapshotsTextsAndPointsInGivenOrder() {
        List<AnswerSnapshot> answers = form.answer(List.of(pick("q2", "q2a"), pick("q1", "q1b")));

        assertThat(answers).containsExactly(
                new AnswerSnapshot("q2", "question q2", "q2a", "option q2a", new BigDecimal("2.00")),
                new AnswerSnapshot("q1", "question q1", "q1b", "option q1b", new BigDecimal("3.00")));
    }

    @Test
    void stillAnswerable_dropsRemovedQuestionsForeignOptionsAndRepeats() {
        List<ChosenOption> draft = List.of(pick("q1", "q1a"), pick("gone", "x"), pick("q2", "q1b"),
                pick("q1", "q1b"), pick("q2", "q2b"));

        assertThat(form.stillAnswerable(draft)).containsExactly(pick("q1", "q1a"), pick("q2", "q2b"));
    }

    @Test
    void chosenOption_blankIds_invalid() {
        assertThatThrownBy(() -> pick(" ", "o")).hasMessage("questionId: must not be blank");
        assertThatThrownBy(() -> pick("q", null)).hasMessage("optionId: is required");
    }
}
