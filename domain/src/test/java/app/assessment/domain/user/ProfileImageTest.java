package app.assessment.domain.user;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.domain.shared.DomainException;
import org.junit.jupiter.api.Test;

class ProfileImageTest {

    @Test
    void contentType_isReadFromMagicBytes() {
        assertThat(ProfileImage.contentTypeOf(new byte[] {(byte) 0xFF, (byte) 0xD8, (byte) 0xFF, 0})).isEqualTo("image/jpeg");
        assertThat(ProfileImage.contentTypeOf(new byte[] {(byte) 0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A, 0})).isEqualTo("image/png");
        assertThat(ProfileImage.contentTypeOf(new byte[] {'R', 'I', 'F', 'F', 1, 2, 3, 4, 'W', 'E', 'B', 'P', 'V'})).isEqualTo("image/webp");
    }

    @Test
    void otherContent_isUnsupported415() {
        assertThatThrownBy(() -> ProfileImage.contentTypeOf("<svg onload=alert(1)>".getBytes()))
                .isInstanceOfSatisfying(DomainException.class, e -> assertThat(e.kind()).isEqualTo(DomainException.Kind.UNSUPPORTED_TYPE));
    }

    @Test
    void over2Mb_isTooLarge413() {
        byte[] big = new byte[ProfileImage.MAX_BYTES + 1];
        big[0] = (byte) 0xFF;
        big[1] = (byte) 0xD8;
        big[2] = (byte) 0xFF;
        assertThatThrownBy(() -> ProfileImage.contentTypeOf(big))
                .isInstanceOfSatisfying(DomainException.class, e -> assertThat(e.kind()).isEqualTo(DomainException.Kind.TOO_LARGE));
    }
}
