package app.assessment.domain.form;

import static app.assessment.domain.form.FormFixtures.option;
import static app.assessment.domain.form.FormFixtures.question;
import static app.assessment.domain.form.Response.d;
import static app.assessment.domain.form.Response.of;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.domain.shared.DomainException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class EssayScoringTest {

    private static final Form FORM = Response.formOf(new Question("q", "Discuss.", 0, List.of(), EssaySpec.of(d("10"), 50), null));

    private static Response text(String name, String expected, String text) {
        return of(name, expected, () -> new TextAnswer("q", text));
    }

    static List<Response> responses() {
        return List.of(
                text("an essay", Response.PENDING, "It depends."),
                text("exactly at maxLength", Response.PENDING, "x".repeat(50)),
                text("maxLength counts characters, not UTF-16 units", Response.PENDING, "😀".repeat(50)),
                text("one over maxLength", "answers[0].text", "x".repeat(51)),
                text("blank: nothing to grade", "0.00", " \n "),
                text("empty", "0.00", ""),
                Response.unanswered(),
                text("over the absolute limit", "answers[0].text", "x".repeat(100_001)),
                of("null text", "answers[0].text", () -> new TextAnswer("q", null)),
                of("option shape", "answers[0].optionId", () -> new ChosenOption("q", "a")),
                of("unknown question", "answers[0].questionId", () -> new TextAnswer("zz", "x")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("responses")
    void scores(Response response) {
        response.checkAgainst(FORM);
    }

    @Test
    void pendingEssay_keepsWhatIsScoredAsProvisionalTotal_withoutBand() {
        Form mixed = FormFixtures.form(List.of(FormFixtures.range("0", "100", "Any")),
                question("s", 0, option("a", "4")), new Question("e", "Discuss.", 1, List.of(), EssaySpec.of(d("10"), null), null));

        Grading grading = mixed.grade(List.of(new ChosenOption("s", "a"), new TextAnswer("e", "text")));

        assertThat(grading.pendingGrading()).isTrue();
        assertThat(grading.answers()).extracting(AnswerScore::pendingGrading).containsExactly(false, true);
        assertThat(grading.result().total()).isEqualTo(d("4.00"));
        assertThat(grading.result().max()).isEqualTo(d("14.00"));
        assertThat(grading.result().label()).isNull();
        assertThat(mixed.grade(List.of(new ChosenOption("s", "a"))).result().label()).isEqualTo("Any");
    }

    @Test
    void maxLength_defaultsTo20000_andIsAtMost100000() {
        assertThat(EssaySpec.of(d("1"), null).maxLength()).isEqualTo(20_000);
        assertThatThrownBy(() -> EssaySpec.of(d("1"), 100_001))
                .isInstanceOfSatisfying(DomainException.class, e -> assertThat(e.field()).contains("maxLength"));
        assertThatThrownBy(() -> EssaySpec.of(d("-1"), null))
                .isInstanceOfSatisfying(DomainException.class, e -> assertThat(e.field()).contains("points"));
    }
}
