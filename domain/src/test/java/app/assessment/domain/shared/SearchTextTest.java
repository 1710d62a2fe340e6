package app.assessment.domain.shared;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SearchTextTest {

    @Test
    void normalize_dropsAccentsCaseAndExtraSpaces() {
        assertThat(SearchText.normalize("  João   CONCEIÇÃO ü ")).isEqualTo("joao conceicao u");
    }

    @Test
    void containsPattern_escapesLikeWildcards() {
        assertThat(SearchText.containsPattern("50%_off")).isEqualTo("%50\\%\\_off%");
        assertThat(SearchText.containsPattern(null)).isEqualTo("%%");
    }
}
