package app.assessment.domain.shared;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class CheckTest {

    private static final BigDecimal MIN = new BigDecimal("-10");
    private static final BigDecimal MAX = new BigDecimal("10");

    @Test
    void text_blank_invalidNamingTheField() {
        assertThatThrownBy(() -> Check.text("title", "  ", 10))
                .isInstanceOf(DomainException.class)
                .hasMessage("title: must not be blank")
                .extracting(e -> ((DomainException) e).code(), e -> ((DomainException) e).kind())
                .containsExactly("VALIDATION_FAILED", DomainException.Kind.INVALID);
    }

    @Test
    void text_null_invalidAsRequired() {
        assertThatThrownBy(() -> Check.text("title", null, 10)).hasMessage("title: is required");
    }

    @Test
    void text_countsCodePointsNotUtf16Units() {
        String threeEmojis = "\uD83D\uDE00\uD83D\uDE00\uD83D\uDE00";

        assertThat(Check.text("label", threeEmojis, 3)).isEqualTo(threeEmojis);
        assertThatThrownBy(() -> Check.text("label", threeEmojis + "x", 3))
                .hasMessage("label: must have at most 3 characters");
    }

    @Test
    void optionalText_nullOrBlank_allowed() {
        assertThat(Check.optionalText("description", null, 5)).isNull();
        assertThat(Check.optionalText("description", " ", 5)).isEqualTo(" ");
    }

    @Test
    void optionalEmail_withoutDomainDot_invalid() {
        assertThat(Check.optionalEmail("email", "ana@school.org")).isEqualTo("ana@school.org");
        assertThatThrownBy(() -> Check.optionalEmail("email", "ana@school"))
                .hasMessage("email: must be a valid e-mail address");
        assertThatThrownBy(() -> Check.optionalEmail("email", "a b@school.org"))
                .hasMessage("email: must be a valid e-mail address");
    }

    @Test
    void optionalEmail_longerThan254_invalid() {
        String local = "a".repeat(250);

        assertThatThrownBy(() -> Check.optionalEmail("email", local + "@x.org"))
                .hasMessage("email: must have at most 254 characters");
    }

    @Test
    void cents_normalisesScaleToTwo() {
        assertThat(Check.cents("points", new BigDecimal("1.5"), MIN, MAX)).isEqualTo(new BigDecimal("1.50"));
        assertThat(Check.cents("points", new BigDecimal("2.000"), MIN, MAX)).isEqualTo(new BigDecimal("2.00"));
    }

    @Test
    void cents_threeSignificantDecimals_invalid() {
        assertThatThrownBy(() -> Check.cents("points", new BigDecimal("1.005"), MIN, MAX))
                .hasMessage("points: must have at most 2 decimals");
    }

    @Test
    void cents_outsideBounds_invalidInclusiveBounds() {
        assertThat(Check.cents("points", MAX, MIN, MAX)).isEqualByComparingTo(MAX);
        assertThatThrownBy(() -> Check.cents("points", new BigDecimal("10.01"), MIN, MAX))
                .hasMessage("points: must be between -10 and 10");
    }

    @Test
    void list_nullElement_namedByIndex() {
        assertThatThrownBy(() -> Check.list("questions", Arrays.asList("a", null)))
                .hasMessage("questions[1]: is required");
        assertThat(Check.list("questions", null)).isEmpty();
    }

    @Test
    void list_copy_isImmutableAndDetached() {
        List<String> source = new java.util.ArrayList<>(List.of("a"));
        List<String> copy = Check.list("x", source);
        source.add("b");

        assertThat(copy).containsExactly("a");
        assertThatThrownBy(() -> copy.add("c")).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void wire_unknownValue_listsAllowedValues() {
        assertThatThrownBy(() -> Check.wire("kind", "b", Kind.values(), k -> k.name().toLowerCase()))
                .hasMessage("kind: must be one of alpha, beta");
        assertThat(Check.wire("kind", "beta", Kind.values(), k -> k.name().toLowerCase())).isEqualTo(Kind.BETA);
    }

    @Test
    void nested_invalid_prefixesFieldWithPath() {
        assertThatThrownBy(() -> Check.nested("scoreRanges[1]", () -> Check.text("label", "", 5)))
                .hasMessage("scoreRanges[1].label: must not be blank")
                .satisfies(e -> {
                    DomainException invalid = (DomainException) e;
                    assertThat(invalid.field()).contains("scoreRanges[1].label");
                    assertThat(invalid.reason()).isEqualTo("must not be blank");
                });
    }

    @Test
    void nested_ruleNamingNoField_namesThePath() {
        assertThatThrownBy(() -> Check.nested("profile", () -> {
            throw DomainException.invalidRequest("age, grade, gender: only student accounts have them");
        })).satisfies(e -> assertThat(((DomainException) e).field()).contains("profile"));
    }

    @Test
    void invalid_carriesTheFieldBesideTheReason_andTheMessageJoinsThem() {
        DomainException e = DomainException.invalid("answers[2].optionId", "option o9: does not belong to question q1");

        assertThat(e.field()).contains("answers[2].optionId");
        assertThat(e.reason()).isEqualTo("option o9: does not belong to question q1");
        assertThat(e.getMessage()).isEqualTo("answers[2].optionId: option o9: does not belong to question q1");
        assertThat(DomainException.invalidRequest("from: x y").field()).isEmpty();
    }

    @Test
    void nested_otherKinds_passUnchanged() {
        DomainException conflict = DomainException.conflict("X", "busy");

        assertThatThrownBy(() -> Check.nested("a", () -> {
            throw conflict;
        })).isSameAs(conflict);
    }

    private enum Kind { ALPHA, BETA }
}
