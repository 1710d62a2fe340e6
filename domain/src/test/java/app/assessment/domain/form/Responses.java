package app.assessment.domain.form;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import java.math.BigDecimal;
import java.util.List;
import java.util.function.Supplier;

/**
 * One row of a table-driven scoring test: a response to question {@code q} of a one-question
 * form and what it must give: points ("2.50"), "pending" (awaits a grader, provisional 0), or the
 * field a 400 names ("answers[0].optionIds[1]"). A null answer is the question left unanswered.
 * Answers are built under {@code answers[0]} as the REST layer builds them.
 */
record Response(String name, Supplier<Answer> answer, String expected) {

    static final String PENDING = "pending";

    static Response of(String name, String expected, Supplier<Answer> answer) {
        return new Response(name, answer, expected);
    }

    static Response unanswered() {
        return new Response("unanswered", () -> null, "0.00");
    }

    @Override
    public String toString() {
        return name + " -> " + expected;
    }

    void checkAgainst(Form form) {
        if (expected.startsWith("answers")) {
            assertThatThrownBy(() -> form.grade(answers()))
                    .isInstanceOfSatisfying(DomainException.class, e -> {
                        assertThat(e.kind()).isEqualTo(DomainException.Kind.INVALID);
                        assertThat(e.field()).contains(expected);
                    });
            return;
        }
        Grading grading = form.grade(answers());
        boolean pending = expected.equals(PENDING);
        assertThat(grading.pendingGrading()).isEqualTo(pending);
        assertThat(grading.result().total()).isEqualTo(pending ? new BigDecimal("0.00") : new BigDecimal(expected));
        if (pending) {
            assertThat(grading.result().range()).isEmpty();
        }
    }

    private List<Answer> answers() {
        Answer built = Check.nested("answers[0]", answer);
        return built == null ? List.of() : List.of(built);
    }

    static Form formOf(Question question) {
        return FormFixtures.form(List.of(FormFixtures.range("0", "1000", "Any")), question);
    }

    static BigDecimal d(String value) {
        return new BigDecimal(value);
    }
}
