package app.assessment.adapters.rest.shared;

import java.nio.charset.StandardCharsets;

/**
 * {@code Content-Disposition: attachment} with both names of RFC 6266: {@code filename} for every
 * client (it must be plain ASCII without quotes or backslashes) and {@code filename*} (RFC 5987,
 * UTF-8, percent-encoded) that browsers prefer, so "Relatório - João" is saved with its accents.
 */
public final class ContentDisposition {
    private ContentDisposition() {
    }

    public static String attachment(String asciiName, String readableName) {
        return "attachment; filename=\"" + asciiName.replaceAll("[^\\x20-\\x7E]|[\"\\\\]", "_") + "\"; filename*=UTF-8''"
                + encode(readableName);
    }

    /** RFC 5987 attr-char are kept, every other byte of the UTF-8 form is %XX. */
    private static String encode(String value) {
        StringBuilder out = new StringBuilder();
        for (byte b : value.getBytes(StandardCharsets.UTF_8)) {
            int c = b & 0xFF;
            if (c < 0x80 && (Character.isLetterOrDigit(c) || "!#$&+-.^_`|~".indexOf(c) >= 0)) {
                out.append((char) c);
            } else {
                out.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
                        .append(Character.toUpperCase(Character.forDigit(c & 0xF, 16)));
            }
        }
        return out.toString();
    }
}
