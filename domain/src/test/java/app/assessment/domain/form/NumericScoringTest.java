package app.assessment.domain.form;

import static app.assessment.domain.form.Response.d;
import static app.assessment.domain.form.Response.of;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class NumericScoringTest {

    // 9.81 ± 0.01 is worth 4; within 5 % of 9.8 is worth 2; exactly 10 is worth 1.
    private static final Form FORM = Response.formOf(new Question("q", "g in m/s²?", 0, List.of(), new NumericSpec(List.of(
            new NumericSpec.Accepted(d("9.81"), d("0.01"), ToleranceType.ABSOLUTE, d("4")),
            new NumericSpec.Accepted(d("9.8"), d("0.05"), ToleranceType.RELATIVE, d("2")),
            new NumericSpec.Accepted(d("10"), d("0"), ToleranceType.ABSOLUTE, d("1")))), null));

    private static Response number(String name, String expected, String value) {
        return of(name, expected, () -> new NumberAnswer("q", d(value)));
    }

    private static Response text(String name, String expected, String value) {
        return of(name, expected, () -> NumberAnswer.parse("q", value));
    }

    static List<Response> responses() {
        return List.of(
                number("exact value", "4.00", "9.81"),
                number("upper edge of absolute tolerance", "4.00", "9.82"),
                text("decimal comma", "4.00", "9,80"),
                text("decimal point with spaces", "4.00", " 9.815 "),
                number("within relative tolerance only (5 % of 9.8 = 0.49)", "2.00", "10.29"),
                number("best entry wins over exactly 10", "2.00", "10"),
                number("just outside relative tolerance", "0.00", "10.30"),
                number("wrong number", "0.00", "-9.81"),
                Response.unanswered(),
                text("two separators", "answers[0].number", "1.234,5"),
                text("not a number", "answers[0].number", "nine"),
                number("out of range", "answers[0].number", "1e20"),
                number("too many decimals", "answers[0].number", "0.00000000001"),
                of("option shape", "answers[0].optionId", () -> new ChosenOption("q", "x")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("responses")
    void scores(Response response) {
        response.checkAgainst(FORM);
    }

    @Test
    void storedValueIsExact() {
        assertThat(NumberAnswer.parse("q", "0,1").number()).isEqualTo(d("0.1"));
        assertThat(new NumberAnswer("q", d("1E+3")).number().toPlainString()).isEqualTo("1000");
        assertThat(FORM.maxScore()).isEqualTo(d("4.00"));
    }

    @Test
    void key_namesTheBrokenField() {
        assertThatThrownBy(() -> Check.nested("accepted[0]", () -> new NumericSpec.Accepted(d("1"), d("-0.1"), ToleranceType.ABSOLUTE, d("1"))))
                .isInstanceOfSatisfying(DomainException.class, e -> assertThat(e.field()).contains("accepted[0].tolerance"));
        assertThatThrownBy(() -> new NumericSpec(List.of()))
                .isInstanceOfSatisfying(DomainException.class, e -> assertThat(e.field()).contains("accepted"));
        assertThatThrownBy(() -> new NumericSpec.Accepted(d("1"), d("0"), null, d("1")))
                .isInstanceOfSatisfying(DomainException.class, e -> assertThat(e.field()).contains("toleranceType"));
        NumericSpec spec = new NumericSpec(List.of(new NumericSpec.Accepted(d("1"), d("0"), ToleranceType.ABSOLUTE, d("1"))));
        assertThatThrownBy(() -> new Question("q", "t", 0, List.of(new Option("o", "o", d("1"))), spec, null))
                .isInstanceOfSatisfying(DomainException.class, e -> assertThat(e.field()).contains("options"));
    }
}
