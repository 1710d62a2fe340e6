package app.assessment.domain.shared;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SearchTextTest {

    @Test
    void normalize_dropsAccentsCaseAndExtraSpaces() {
        assertThat(SearchText.normalize("  João   CONCEIÇÃO ü ")).isEqualTo("joao conceicao u");
    }

    @Test
    void pattern_escapesLikeWildcards() {
        assertThat(SearchText.pattern("50%_off")).isEqualTo("%50\\%\\_off%");
        assertThat(SearchText.pattern("a\\b")).isEqualTo("%a\\\\b%");
    }

    @Test
    void pattern_ofThreeCharactersOrMore_findsTheTermAnywhere() {
        assertThat(SearchText.pattern("Sil")).isEqualTo("%sil%");
        assertThat(SearchText.pattern(" JOÃO ")).isEqualTo("%joao%");
    }

    @Test
    void pattern_ofFewerCharacters_findsNamesStartingWithIt() {
        assertThat(SearchText.pattern("Jo")).isEqualTo("jo%");
        assertThat(SearchText.pattern("É")).isEqualTo("e%");
        assertThat(SearchText.pattern("%")).isEqualTo("\\%%");
    }

    @Test
    void literal_isTheUnescapedTermOfAnAnywherePattern_andNullForAPrefixPattern() {
        assertThat(SearchText.literal(SearchText.pattern("Letícia Assunção Carvalho 12345"))).isEqualTo("leticia assuncao carvalho 12345");
        assertThat(SearchText.literal(SearchText.pattern("50%_off a\\b"))).isEqualTo("50%_off a\\b");
        assertThat(SearchText.literal("jo%")).isNull();
        assertThat(SearchText.literal("\\%%")).isNull();
    }

    @Test
    void prefix_isTheUnescapedStartOfAPrefixPattern_andNullForAnAnywherePattern() {
        assertThat(SearchText.prefix(SearchText.pattern("Jo"))).isEqualTo("jo");
        assertThat(SearchText.prefix(SearchText.pattern("%"))).isEqualTo("%");
        assertThat(SearchText.prefix(SearchText.pattern("\\_"))).isEqualTo("\\_");
        assertThat(SearchText.prefix(SearchText.pattern("joão"))).isNull();
    }
}
