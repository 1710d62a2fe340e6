package app.assessment.domain.form;

import static app.assessment.domain.form.FormFixtures.option;
import static app.assessment.domain.form.FormFixtures.question;
import static app.assessment.domain.form.Response.of;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class SingleChoiceScoringTest {

    private static final Form FORM = Response.formOf(question("q", 0, option("a", "3"), option("b", "0"),
            option("c", "-1.5"), option("d", "1.25")));

    static List<Response> responses() {
        return List.of(
                of("best option", "3.00", () -> new ChosenOption("q", "a")),
                of("zero option", "0.00", () -> new ChosenOption("q", "b")),
                of("penalised option", "-1.50", () -> new ChosenOption("q", "c")),
                of("partial option", "1.25", () -> new ChosenOption("q", "d")),
                Response.unanswered(),
                of("unknown option", "answers[0].optionId", () -> new ChosenOption("q", "zz")),
                of("unknown question", "answers[0].questionId", () -> new ChosenOption("nope", "a")),
                of("several options", "answers[0].optionIds", () -> new ChosenOptions("q", List.of("a"))),
                of("a number", "answers[0].number", () -> new NumberAnswer("q", Response.d("3"))),
                of("a text", "answers[0].text", () -> new TextAnswer("q", "a")),
                of("blank option id", "answers[0].optionId", () -> new ChosenOption("q", " ")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("responses")
    void scores(Response response) {
        response.checkAgainst(FORM);
    }

    /** The submit path of today gives the same points for every valid single-choice answer. */
    @Test
    void legacyAnswerPath_givesTheSamePoints() {
        List<Response> valid = responses().stream()
                .filter(r -> !r.expected().startsWith("answers") && r.answer().get() != null).toList();
        assertThat(valid).hasSize(4);
        for (Response response : valid) {
            ChosenOption chosen = (ChosenOption) response.answer().get();
            assertThat(FORM.score(List.of(chosen)).total()).as(response.name()).isEqualTo(Response.d(response.expected()));
        }
        assertThat(FORM.question("q").orElseThrow().type()).isEqualTo(QuestionType.SINGLE_CHOICE);
        assertThat(FORM.maxScore()).isEqualTo(Response.d("3.00"));
    }
}
