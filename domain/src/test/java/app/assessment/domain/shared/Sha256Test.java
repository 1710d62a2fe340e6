package app.assessment.domain.shared;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

class Sha256Test {

    /** FIPS 180-2, appendix B.1. */
    private static final String ABC = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";

    @Test
    void hexOfText_isTheStandardVector() {
        assertThat(Sha256.hex("abc")).isEqualTo(ABC);
        assertThat(HexFormat.of().formatHex(Sha256.of("abc"))).isEqualTo(ABC);
    }

    @Test
    void digest_isFreshEachTime_andHashesAStreamToTheSameValue() {
        var digest = Sha256.digest();
        digest.update("ab".getBytes(StandardCharsets.UTF_8));
        digest.update("c".getBytes(StandardCharsets.UTF_8));

        assertThat(HexFormat.of().formatHex(digest.digest())).isEqualTo(ABC);
        assertThat(Sha256.digest()).isNotSameAs(Sha256.digest());
    }
}
