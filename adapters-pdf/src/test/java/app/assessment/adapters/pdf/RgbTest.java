package app.assessment.adapters.pdf;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RgbTest {

    @Test
    void parse_hexForms_readTheColor() {
        assertThat(Rgb.parse("#F9A825", Rgb.NEUTRAL)).isEqualTo(new Rgb(0xF9 / 255f, 0xA8 / 255f, 0x25 / 255f));
        assertThat(Rgb.parse("#fff", Rgb.NEUTRAL)).isEqualTo(Rgb.WHITE);
        assertThat(Rgb.parse(" 000000 ", Rgb.NEUTRAL)).isEqualTo(Rgb.BLACK);
    }

    @Test
    void parse_nullOrNonsense_givesTheFallback() {
        assertThat(Rgb.parse(null, Rgb.NEUTRAL)).isEqualTo(Rgb.NEUTRAL);
        assertThat(Rgb.parse("azul", Rgb.NEUTRAL)).isEqualTo(Rgb.NEUTRAL);
        assertThat(Rgb.parse("#12345G", Rgb.NEUTRAL)).isEqualTo(Rgb.NEUTRAL);
    }

    @Test
    void readableText_lightBackground_isBlack_darkBackground_isWhite() {
        assertThat(Rgb.parse("#F9A825", Rgb.NEUTRAL).readableText()).isEqualTo(Rgb.BLACK);
        assertThat(Rgb.parse("#FFFFFF", Rgb.NEUTRAL).readableText()).isEqualTo(Rgb.BLACK);
        assertThat(Rgb.parse("#1E3A8A", Rgb.NEUTRAL).readableText()).isEqualTo(Rgb.WHITE);
        assertThat(Rgb.parse("#C62828", Rgb.NEUTRAL).readableText()).isEqualTo(Rgb.WHITE);
    }
}
