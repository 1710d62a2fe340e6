package app.assessment.adapters.pdf;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class FontMetricsTest {

    private final FontMetrics regular = Fonts.REPORT.regular().metrics();

    @Test
    void sanitize_portugueseAndTypography_isKept() {
        String text = "Ação, pôr, ü, õ — “aspas” ‘simples’ … 10–20 º ª € ✓";

        assertThat(regular.sanitize(text)).isEqualTo(text);
    }

    @Test
    void sanitize_charactersWithoutGlyph_becomeQuestionMarks() {
        assertThat(regular.sanitize("漢字 \uE000 \uD800")).isEqualTo("?? ? ?");
    }

    @Test
    void sanitize_controlAndFormatCharacters_becomeSpacesOrVanish() {
        assertThat(regular.sanitize("a\tb\r\nc\u0007d\u200Be\u00ADf")).isEqualTo("a b\nc def");
    }

    @Test
    void sanitize_decomposedAccents_areComposed() {
        assertThat(regular.sanitize("c\u0327a\u0303o")).isEqualTo("ção");
    }

    @Test
    void width_isTheSumOfAdvances() {
        assertThat(regular.width("ab", 10)).isEqualTo(regular.width("a", 10) + regular.width("b", 10));
        assertThat(regular.width("W", 10)).isGreaterThan(regular.width("i", 10));
    }
}
