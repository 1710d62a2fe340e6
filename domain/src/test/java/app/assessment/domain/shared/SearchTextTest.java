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
    void probe_keepsTheLongestWordWhole_andTheFirstFourCharactersOfTheOthers_inOrder() {
        String pattern = SearchText.pattern("Letícia Assunção Carvalho 12345");
        assertThat(SearchText.probe(pattern)).isEqualTo("%leti%assuncao%carv%1234%");
        assertThat(SearchText.literal(pattern)).isEqualTo("leticia assuncao carvalho 12345");
        assertThat(SearchText.probe(SearchText.pattern("maria silveira"))).isEqualTo("%mari%silveira%");
    }

    @Test
    void probe_ofOneWord_isThePattern_andWordsWithoutATrigramAreDropped() {
        assertThat(SearchText.probe(SearchText.pattern("oliveira"))).isEqualTo("%oliveira%");
        assertThat(SearchText.probe(SearchText.pattern("ção 3"))).isEqualTo("%cao%");
        assertThat(SearchText.probe(SearchText.pattern("ab c"))).isEqualTo("%ab c%");
    }

    @Test
    void probe_ofAPrefixPattern_isThePattern_andItHasNoLiteral() {
        assertThat(SearchText.probe("jo%")).isEqualTo("jo%");
        assertThat(SearchText.probe("\\%%")).isEqualTo("\\%%");
        assertThat(SearchText.literal("\\%%")).isNull();
    }

    @Test
    void probe_andLiteral_keepLikeWildcardsLiteral() {
        String pattern = SearchText.pattern("50%_off a\\b");
        assertThat(SearchText.probe(pattern)).isEqualTo("%50\\%\\_off%a\\\\b%");
        assertThat(SearchText.literal(pattern)).isEqualTo("50%_off a\\b");
    }

    @Test
    void prefix_isTheUnescapedStartOfAPrefixPattern_andNullForAnAnywherePattern() {
        assertThat(SearchText.prefix(SearchText.pattern("Jo"))).isEqualTo("jo");
        assertThat(SearchText.prefix(SearchText.pattern("%"))).isEqualTo("%");
        assertThat(SearchText.prefix(SearchText.pattern("\\_"))).isEqualTo("\\_");
        assertThat(SearchText.prefix(SearchText.pattern("joão"))).isNull();
    }
}
