package app.assessment.domain.form;

import static app.assessment.domain.form.Response.d;
import static app.assessment.domain.form.Response.of;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.domain.shared.DomainException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class MultipleChoiceScoringTest {

    // Three correct (a, b, c), two wrong (x, y); 6 points.
    private static Form form(Scoring scoring) {
        return Response.formOf(new Question("q", "Which are primes?", 0, List.of(
                key("a", true), key("b", true), key("c", true), key("x", false), key("y", false)),
                new MultipleChoiceSpec(d("6"), scoring), "2, 3 and 5"));
    }

    private static Option key(String id, boolean correct) {
        return new Option(id, "option " + id, d("0"), correct, null);
    }

    private static Response pick(String name, String expected, String... ids) {
        return of(name, expected, () -> new ChosenOptions("q", List.of(ids)));
    }

    static List<Response> partial() {
        return List.of(
                pick("all correct", "6.00", "a", "b", "c"),
                pick("all correct in another order", "6.00", "c", "a", "b"),
                pick("two of three correct", "4.00", "a", "b"),
                pick("one of three correct", "2.00", "a"),
                pick("every option: never full marks", "2.00", "a", "b", "c", "x", "y"),
                pick("all correct and one wrong", "4.00", "a", "b", "c", "x"),
                pick("one right one wrong: floor at 0", "0.00", "a", "x"),
                pick("only wrong: 0, not negative", "0.00", "x", "y"),
                pick("none chosen", "0.00"),
                Response.unanswered(),
                pick("duplicate option", "answers[0].optionIds[2]", "a", "b", "a"),
                pick("unknown option", "answers[0].optionIds[1]", "a", "zz"),
                of("single option shape", "answers[0].optionId", () -> new ChosenOption("q", "a")));
    }

    static List<Response> allOrNothing() {
        return List.of(
                pick("all correct", "6.00", "a", "b", "c"),
                pick("all correct in another order", "6.00", "b", "c", "a"),
                pick("two of three correct", "0.00", "a", "b"),
                pick("every option", "0.00", "a", "b", "c", "x", "y"),
                pick("all correct and one wrong", "0.00", "a", "b", "c", "y"),
                pick("only wrong", "0.00", "x"),
                pick("none chosen", "0.00"),
                Response.unanswered(),
                pick("duplicate option", "answers[0].optionIds[1]", "a", "a"),
                pick("unknown option", "answers[0].optionIds[0]", "zz"),
                of("a text", "answers[0].text", () -> new TextAnswer("q", "a")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("partial")
    void partialScoring(Response response) {
        response.checkAgainst(form(Scoring.PARTIAL));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("allOrNothing")
    void allOrNothingScoring(Response response) {
        response.checkAgainst(form(Scoring.ALL_OR_NOTHING));
    }

    @Test
    void partialShare_roundsDownSoItStaysBelowFullMarks() {
        Form thirds = Response.formOf(new Question("q", "text", 0, List.of(key("a", true), key("b", true),
                key("c", true)), new MultipleChoiceSpec(d("10"), Scoring.PARTIAL), null));

        assertThat(thirds.grade(List.of(new ChosenOptions("q", List.of("a", "b")))).result().total()).isEqualTo(d("6.66"));
        assertThat(thirds.maxScore()).isEqualTo(d("10.00"));
        assertThat(thirds.question("q").orElseThrow().multipleSelection()).isTrue();
    }

    @Test
    void key_needsACorrectOptionAndNoOptionPoints() {
        assertThatThrownBy(() -> new Question("q", "t", 0, List.of(key("a", false)),
                new MultipleChoiceSpec(d("1"), Scoring.PARTIAL), null))
                .isInstanceOfSatisfying(DomainException.class, e -> assertThat(e.field()).contains("options"));
        assertThatThrownBy(() -> new Question("q", "t", 0, List.of(key("a", true), new Option("b", "b", d("2"))),
                new MultipleChoiceSpec(d("1"), Scoring.PARTIAL), null))
                .isInstanceOfSatisfying(DomainException.class, e -> assertThat(e.field()).contains("options[1].points"));
        assertThatThrownBy(() -> new MultipleChoiceSpec(d("1"), null))
                .isInstanceOfSatisfying(DomainException.class, e -> assertThat(e.field()).contains("scoring"));
        assertThatThrownBy(() -> new Question("q", "t", 0, List.of(key("a", true)), null, null))
                .isInstanceOfSatisfying(DomainException.class, e -> assertThat(e.field()).contains("options[0].correct"));
    }
}
