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

class TrueFalseScoringTest {

    private static final Form FORM = Response.formOf(new Question("q", "The sky is green.", 0, List.of(
            new Option("t", TrueFalseSpec.TRUE_TEXT, d("0"), false, null),
            new Option("f", TrueFalseSpec.FALSE_TEXT, d("0"), true, "It is blue.")),
            new TrueFalseSpec(d("2.5")), null));

    static List<Response> responses() {
        return List.of(
                of("correct option", "2.50", () -> new ChosenOption("q", "f")),
                of("wrong option", "0.00", () -> new ChosenOption("q", "t")),
                Response.unanswered(),
                of("unknown option", "answers[0].optionId", () -> new ChosenOption("q", "maybe")),
                of("unknown question", "answers[0].questionId", () -> new ChosenOption("q2", "f")),
                of("both options", "answers[0].optionIds", () -> new ChosenOptions("q", List.of("t", "f"))),
                of("the same option twice", "answers[0].optionIds[1]", () -> new ChosenOptions("q", List.of("f", "f"))),
                of("text true", "answers[0].text", () -> new TextAnswer("q", "true")),
                of("number 1", "answers[0].number", () -> new NumberAnswer("q", d("1"))),
                of("order", "answers[0].order", () -> new ItemOrder("q", List.of("f"))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("responses")
    void scores(Response response) {
        response.checkAgainst(FORM);
    }

    @Test
    void legacyPath_scoresTheQuestionsPointsToo() {
        assertThat(FORM.score(List.of(new ChosenOption("q", "f"))).total()).isEqualTo(d("2.50"));
        assertThat(FORM.score(List.of(new ChosenOption("q", "t"))).total()).isEqualTo(d("0.00"));
        assertThat(FORM.maxScore()).isEqualTo(d("2.50"));
    }

    @Test
    void key_isTwoOptionsExactlyOneCorrect() {
        Option yes = new Option("t", "V", d("0"), true, null);
        Option no = new Option("f", "F", d("0"), false, null);
        assertThatThrownBy(() -> new Question("q", "t", 0, List.of(yes), new TrueFalseSpec(d("1")), null))
                .isInstanceOfSatisfying(DomainException.class, e -> assertThat(e.field()).contains("options"));
        assertThatThrownBy(() -> new Question("q", "t", 0, List.of(no, new Option("g", "G", d("0"))), new TrueFalseSpec(d("1")), null))
                .isInstanceOfSatisfying(DomainException.class, e -> assertThat(e.reason()).contains("exactly one correct"));
        assertThat(new Question("q", "t", 0, List.of(yes, no), new TrueFalseSpec(d("1")), null).bestPoints()).isEqualTo(d("1.00"));
    }
}
