package app.assessment.domain.user;

import app.assessment.domain.shared.DomainException;
import java.nio.charset.StandardCharsets;

/**
 * Rules for a new password: at least 8 characters, not blank, at most 72 bytes in UTF-8.
 *
 * <p>The ceiling is in bytes because bcrypt, the service's password hash, reads only the first
 * 72 bytes: a longer password would silently match any other with the same first 72 bytes.
 * Refusing it tells the user the truth; 72 bytes is still 72 ASCII characters, or 36 accented
 * ones at worst, which is plenty for a passphrase. Pre-hashing would lift the limit but make
 * every stored hash depend on a second scheme that each verifier must repeat exactly.
 *
 * <p>Only new passwords are checked; signing in with an older password never is.
 */
public final class PasswordPolicy {

    public static final int MIN_CHARACTERS = 8;
    public static final int MAX_UTF8_BYTES = 72;

    private PasswordPolicy() {
    }

    public static void check(String password) {
        if (password == null) {
            throw DomainException.invalid("password", "is required");
        }
        if (password.isBlank()) {
            throw DomainException.invalid("password", "must not be blank");
        }
        if (password.codePointCount(0, password.length()) < MIN_CHARACTERS) {
            throw DomainException.invalid("password", "must have at least " + MIN_CHARACTERS + " characters");
        }
        if (password.getBytes(StandardCharsets.UTF_8).length > MAX_UTF8_BYTES) {
            throw DomainException.invalid("password", "must have at most " + MAX_UTF8_BYTES
                    + " bytes in UTF-8 (72 plain letters, fewer with accents or symbols)");
        }
    }
}
