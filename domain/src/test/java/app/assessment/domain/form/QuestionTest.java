package app.assessment.domain.form;

import static app.assessment.domain.form.FormFixtures.option;
import static app.assessment.domain.form.FormFixtures.question;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

class QuestionTest {

    @Test
    void option_pointsOutsideThousand_invalid() {
        assertThatThrownBy(() -> option("o1", "1000.01")).hasMessage("points: must be between -1000 and 1000");
        assertThatThrownBy(() -> option("o1", "-1000.01")).hasMessage("points: must be between -1000 and 1000");
        assertThat(option("o1", "-1000").points()).isEqualByComparingTo("-1000");
    }

    @Test
    void option_textRequiredAndBounded() {
        assertThatThrownBy(() -> new Option("o1", "", BigDecimal.ONE)).hasMessage("text: must not be blank");
        assertThatThrownBy(() -> new Option("o1", "x".repeat(1001), BigDecimal.ONE))
                .hasMessage("text: must have at most 1000 characters");
    }

    @Test
    void option_pointsMissing_invalid() {
        assertThatThrownBy(() -> new Option("o1", "yes", null)).hasMessage("points: is required");
    }

    @Test
    void constructor_negativeOrder_invalid() {
        assertThatThrownBy(() -> question("q1", -1)).hasMessage("order: must be at least 0");
    }

    @Test
    void constructor_textOver2000_invalid() {
        assertThatThrownBy(() -> new Question("q1", "x".repeat(2001), 0, List.of()))
                .hasMessage("text: must have at most 2000 characters");
    }

    @Test
    void constructor_duplicateOptionId_invalid() {
        assertThatThrownBy(() -> question("q1", 0, option("o1", "1"), option("o1", "2")))
                .hasMessage("options[1].id: duplicates options[0].id");
    }

    @Test
    void bestPoints_highestOption_evenWhenAllNegative() {
        assertThat(question("q1", 0, option("a", "-2"), option("b", "3.5"), option("c", "1")).bestPoints())
                .isEqualTo(new BigDecimal("3.50"));
        assertThat(question("q1", 0, option("a", "-2"), option("b", "-1")).bestPoints())
                .isEqualTo(new BigDecimal("-1.00"));
    }

    @Test
    void bestPoints_noOptions_zero() {
        assertThat(question("q1", 0).bestPoints()).isEqualTo(new BigDecimal("0.00"));
    }
}
