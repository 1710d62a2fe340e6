package app.assessment.domain.form;

import java.text.Normalizer;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Short answers as they are compared: trimmed, inner whitespace collapsed, case folded, and
 * accents dropped unless the question asks for an exact match (ADR 0049).
 */
final class TextMatch {

    private static final Pattern WHITESPACE = Pattern.compile("\\s+");
    private static final Pattern MARKS = Pattern.compile("\\p{M}+");

    private TextMatch() {
    }

    static String normalized(String text, boolean exact) {
        String collapsed = WHITESPACE.matcher(text.strip()).replaceAll(" ").toLowerCase(Locale.ROOT);
        if (exact) {
            return collapsed;
        }
        return MARKS.matcher(Normalizer.normalize(collapsed, Normalizer.Form.NFD)).replaceAll("");
    }
}
