package app.assessment.application.port.in.auth;

import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.User;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * "Forgot password": mails a one-time reset link when the e-mail belongs to an active user.
 * The caller cannot tell whether it did (docs/api.md §5, no account enumeration).
 */
public interface RequestPasswordResetUseCase {

    void request(Command command);

    /**
     * @param appUrl where the web app lives (scheme, host, port); the link is
     *     {@code appUrl/locale/reset-password?token=...}
     * @param locale path segment of the web app's language, {@code pt} when absent
     */
    record Command(String email, String locale, String appUrl, String ip) {

        public static final String DEFAULT_LOCALE = "pt";
        // Only a language tag may reach the link's path: anything else would let a caller
        // shape the URL that the service mails out under its own name.
        private static final Pattern LOCALE = Pattern.compile("[a-z]{2}(-[A-Z]{2})?");

        public Command {
            email = User.normalizeEmail(email);
            locale = locale == null || locale.isBlank() ? DEFAULT_LOCALE : locale.strip();
            if (!LOCALE.matcher(locale).matches()) {
                throw DomainException.invalid("locale", "must be a language tag such as pt or pt-BR");
            }
            Objects.requireNonNull(appUrl, "appUrl");
            ip = ip == null ? "unknown" : ip;
        }
    }
}
