package app.assessment.adapters.pdf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class TextWrapperTest {

    /** Measuring needs no document: the font is never drawn here. */
    private static final TextStyle STYLE = new TextStyle(new DocumentFont(null, Fonts.REPORT.regular()), 10, Rgb.TEXT);

    @Test
    void wrap_words_breaksAtSpacesWithinTheWidth() {
        String text = "Quantos lados tem um hexágono regular convexo desenhado no quadro?";

        List<String> lines = TextWrapper.wrap(text, STYLE, 120);

        assertThat(lines).hasSizeGreaterThan(1).allSatisfy(line -> assertThat(STYLE.width(line)).isLessThanOrEqualTo(120));
        assertThat(String.join(" ", lines)).isEqualTo(text);
    }

    @Test
    void wrap_wordWiderThanTheColumn_isCutAndTheNextWordMayJoinItsTail() {
        List<String> lines = TextWrapper.wrap("a " + "m".repeat(53) + " b", STYLE, 100);

        assertThat(lines).allSatisfy(line -> assertThat(STYLE.width(line)).isLessThanOrEqualTo(100));
        assertThat(String.join("", lines).replace(" ", "")).isEqualTo("a" + "m".repeat(53) + "b");
        assertThat(lines.get(0)).isEqualTo("a");
        assertThat(lines.get(lines.size() - 1)).isEqualTo("mmm b");
    }

    @Test
    void wrap_columnNarrowerThanOneCharacter_stillPlacesOneCharacterPerLine() {
        assertThat(TextWrapper.wrap("WWW", STYLE, 1)).containsExactly("W", "W", "W");
    }

    @Test
    void wrap_newlinesAndRepeatedSpaces_keepParagraphsAndCollapseSpaces() {
        assertThat(TextWrapper.wrap("primeira   linha\n\nterceira", STYLE, 400))
                .containsExactly("primeira linha", "", "terceira");
    }

    @Test
    void wrap_emptyText_isOneEmptyLine() {
        assertThat(TextWrapper.wrap("", STYLE, 100)).containsExactly("");
    }
}
