package app.assessment.adapters.rest.audit;

import app.assessment.domain.shared.DomainException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.regex.Pattern;

/**
 * The list's opaque cursor: the last sequence of the page, base64url-wrapped so clients do not
 * build it themselves and the keyset may change without a new parameter.
 */
final class AuditCursor {

    private static final String PREFIX = "s";
    private static final Pattern DIGITS = Pattern.compile("\\d{1,18}");

    private AuditCursor() {
    }

    static String encode(Long sequence) {
        if (sequence == null) {
            return null;
        }
        return Base64.getUrlEncoder().withoutPadding().encodeToString((PREFIX + sequence).getBytes(StandardCharsets.US_ASCII));
    }

    /** Null for no cursor; 400 naming {@code cursor} for anything this service did not issue. */
    static Long decode(String cursor) {
        if (cursor == null || cursor.isBlank()) {
            return null;
        }
        try {
            String text = new String(Base64.getUrlDecoder().decode(cursor.strip()), StandardCharsets.US_ASCII);
            if (text.startsWith(PREFIX) && DIGITS.matcher(text.substring(PREFIX.length())).matches()) {
                return Long.valueOf(text.substring(PREFIX.length()));
            }
        } catch (IllegalArgumentException notBase64) {
            // answered below, as any other foreign value
        }
        throw DomainException.invalid("cursor", "is not a cursor of this list");
    }
}
