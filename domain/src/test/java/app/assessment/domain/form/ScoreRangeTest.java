package app.assessment.domain.form;

import static app.assessment.domain.form.FormFixtures.range;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ScoreRangeTest {

    @Test
    void constructor_minAboveMax_invalid() {
        assertThatThrownBy(() -> range("10", "9.99", "Low"))
                .hasMessage("max: must be greater than or equal to min");
    }

    @Test
    void constructor_minEqualsMax_allowed() {
        assertThat(range("5", "5", "Exactly five").contains(new BigDecimal("5.00"))).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"#12AB", "12ABCD", "#12ABCG", "#12abcd0", "red"})
    void constructor_colorNotRrggbb_invalid(String color) {
        assertThatThrownBy(() -> new ScoreRange(BigDecimal.ZERO, BigDecimal.TEN, "Low", color))
                .hasMessage("color: must be a hex colour #RRGGBB");
    }

    @Test
    void constructor_lowerCaseHex_allowed() {
        assertThat(new ScoreRange(BigDecimal.ZERO, BigDecimal.TEN, "Low", "#ab12cd").color()).isEqualTo("#ab12cd");
    }

    @Test
    void constructor_labelBlankOrTooLong_invalid() {
        assertThatThrownBy(() -> range("0", "1", " ")).hasMessage("label: must not be blank");
        assertThatThrownBy(() -> range("0", "1", "x".repeat(101))).hasMessage("label: must have at most 100 characters");
    }

    @Test
    void constructor_boundsWithThreeDecimals_invalid() {
        assertThatThrownBy(() -> range("0.001", "1", "Low")).hasMessage("min: must have at most 2 decimals");
    }

    @Test
    void contains_includesBothEnds() {
        ScoreRange range = range("10", "20", "Mid");

        assertThat(range.contains(new BigDecimal("10"))).isTrue();
        assertThat(range.contains(new BigDecimal("20.00"))).isTrue();
        assertThat(range.contains(new BigDecimal("9.99"))).isFalse();
        assertThat(range.contains(new BigDecimal("20.01"))).isFalse();
    }

    @Test
    void disjoint_touchingEndpoints_invalidNamingTheLaterRange() {
        List<ScoreRange> ranges = List.of(range("0", "10", "Low"), range("10", "20", "High"));

        assertThatThrownBy(() -> ScoreRanges.disjoint(ranges)).hasMessage("scoreRanges[1]: overlaps scoreRanges[0]");
    }

    @Test
    void disjoint_oneCentApart_allowed() {
        List<ScoreRange> ranges = List.of(range("0", "10", "Low"), range("10.01", "20", "High"));

        assertThat(ScoreRanges.disjoint(ranges)).containsExactlyElementsOf(ranges);
    }

    @Test
    void disjoint_rangeInsideAnotherOutOfOrder_invalid() {
        List<ScoreRange> ranges = List.of(range("50", "60", "A"), range("0", "10", "B"), range("-5", "100", "C"));

        assertThatThrownBy(() -> ScoreRanges.disjoint(ranges)).hasMessage("scoreRanges[2]: overlaps scoreRanges[0]");
    }

    @Test
    void holding_totalInGap_empty() {
        List<ScoreRange> ranges = List.of(range("0", "10", "Low"), range("20", "30", "High"));

        assertThat(ScoreRanges.holding(ranges, new BigDecimal("15"))).isEmpty();
        assertThat(ScoreRanges.holding(ranges, new BigDecimal("20"))).map(ScoreRange::label).contains("High");
    }

    @Test
    void nestedConstruction_invalidColour_namesTheIndexedField() {
        assertThatThrownBy(() -> app.assessment.domain.shared.Check.nested("scoreRanges[3]",
                () -> new ScoreRange(BigDecimal.ZERO, BigDecimal.ONE, "Low", "blue")))
                .hasMessage("scoreRanges[3].color: must be a hex colour #RRGGBB");
    }
}
