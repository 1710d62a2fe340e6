package app.assessment.domain.form;

import static app.assessment.domain.form.Response.d;
import static app.assessment.domain.form.Response.of;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class ShortAnswerScoringTest {

    private static Form form(boolean exact, boolean manualReview) {
        return Response.formOf(new Question("q", "Capital of Brazil?", 0, List.of(), new ShortAnswerSpec(List.of(
                new ShortAnswerSpec.Accepted("Brasília", d("3")),
                new ShortAnswerSpec.Accepted("Distrito  Federal", d("1"))), exact, manualReview), null));
    }

    private static Response text(String name, String expected, String text) {
        return of(name, expected, () -> new TextAnswer("q", text));
    }

    static List<Response> lenient() {
        return List.of(
                text("as accepted", "3.00", "Brasília"),
                text("case and surrounding spaces", "3.00", "  BRASÍLIA "),
                text("without accent", "3.00", "brasilia"),
                text("second entry, whitespace collapsed", "1.00", "distrito \t federal"),
                text("wrong", "0.00", "Rio de Janeiro"),
                text("blank", "0.00", "   "),
                Response.unanswered(),
                text("partial word", "0.00", "Brasil"),
                text("over 1000 characters", "answers[0].text", "x".repeat(1001)),
                of("number shape", "answers[0].number", () -> new NumberAnswer("q", d("1"))),
                of("unknown question", "answers[0].questionId", () -> new TextAnswer("other", "Brasília")));
    }

    static List<Response> exactWithReview() {
        return List.of(
                text("as accepted", "3.00", "Brasília"),
                text("case still ignored", "3.00", "brasília"),
                text("without accent: unmatched, to review", Response.PENDING, "Brasilia"),
                text("wrong: to review", Response.PENDING, "Rio"),
                text("blank: nothing to review", "0.00", ""),
                Response.unanswered(),
                text("second entry", "1.00", "Distrito Federal"),
                text("exactly 1000 characters: to review", Response.PENDING, "x".repeat(1000)),
                text("over 1000 characters", "answers[0].text", "x".repeat(1001)),
                of("option shape", "answers[0].optionId", () -> new ChosenOption("q", "a")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("lenient")
    void accentInsensitiveWithoutReview(Response response) {
        response.checkAgainst(form(false, false));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("exactWithReview")
    void exactWithManualReview(Response response) {
        response.checkAgainst(form(true, true));
    }
}
