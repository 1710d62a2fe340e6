package app.assessment.domain.user;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class PasswordPolicyTest {

    @Test
    void check_sevenCharacters_invalid() {
        assertThatThrownBy(() -> PasswordPolicy.check("abc1234"))
                .hasMessage("password: must have at least 8 characters");
    }

    @Test
    void check_eightCharacters_allowed() {
        assertThatCode(() -> PasswordPolicy.check("abc12345")).doesNotThrowAnyException();
    }

    @Test
    void check_eightSpaces_invalidAsBlank() {
        assertThatThrownBy(() -> PasswordPolicy.check("        ")).hasMessage("password: must not be blank");
    }

    @Test
    void check_missing_invalid() {
        assertThatThrownBy(() -> PasswordPolicy.check(null)).hasMessage("password: is required");
    }

    @Test
    void check_72AsciiBytes_allowedAnd73_invalid() {
        assertThatCode(() -> PasswordPolicy.check("a".repeat(72))).doesNotThrowAnyException();
        assertThatThrownBy(() -> PasswordPolicy.check("a".repeat(73)))
                .hasMessageStartingWith("password: must have at most 72 bytes in UTF-8");
    }

    @Test
    void check_accentedCharactersCountTwoBytes() {
        // "ç" is 2 bytes in UTF-8: 36 of them fill the 72 bytes bcrypt reads, 37 would be cut.
        assertThatCode(() -> PasswordPolicy.check("ç".repeat(36))).doesNotThrowAnyException();
        assertThatThrownBy(() -> PasswordPolicy.check("ç".repeat(37)))
                .hasMessageStartingWith("password: must have at most 72 bytes");
    }

    @Test
    void check_emojiCountsAsOneCharacterForTheMinimum() {
        // 4 emojis are 8 UTF-16 units but 4 characters.
        assertThatThrownBy(() -> PasswordPolicy.check("\uD83D\uDD11".repeat(4)))
                .hasMessage("password: must have at least 8 characters");
    }
}
