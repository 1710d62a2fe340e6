package app.assessment.domain.shared;

import java.text.Normalizer;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The form in which names and titles are stored for search and in which search terms are
 * compared: lower case, accents removed, spaces collapsed. "João  Conceição" matches "joao conceicao".
 */
public final class SearchText {

    private static final Pattern MARKS = Pattern.compile("\\p{M}+");
    private static final Pattern SPACES = Pattern.compile("\\s+");

    private SearchText() {
    }

    public static String normalize(String text) {
        if (text == null) {
            return "";
        }
        String decomposed = Normalizer.normalize(text, Normalizer.Form.NFD);
        // Recomposed, so scripts whose letters decompose without marks (Hangul) keep their length.
        String plain = Normalizer.normalize(MARKS.matcher(decomposed).replaceAll(""), Normalizer.Form.NFC);
        return SPACES.matcher(plain.toLowerCase(Locale.ROOT)).replaceAll(" ").strip();
    }

    /**
     * Shortest term found anywhere in a name or title. The organization's n-gram keys (V36, ADR
     * 0043) serve a term with a word of three characters or more wherever it stands; a shorter one
     * has no n-gram of its own, and searched anywhere it would read the whole organization, so it
     * finds the names and titles that start with it instead: a range of an ordered index (ADR 0039).
     */
    public static final int MIN_ANYWHERE_LENGTH = 3;

    /**
     * The LIKE pattern for a search term, with LIKE's own wildcards taken literally: anywhere for
     * a term of {@link #MIN_ANYWHERE_LENGTH} characters or more, at the start below that.
     */
    public static String pattern(String term) {
        String normalized = normalize(term);
        boolean anywhere = normalized.codePointCount(0, normalized.length()) >= MIN_ANYWHERE_LENGTH;
        return anywhere ? "%" + escaped(normalized) + "%" : escaped(normalized) + "%";
    }

    /** The text an anywhere pattern (from {@link #pattern(String)}) finds, unescaped; null for a prefix pattern. */
    public static String literal(String pattern) {
        // An anywhere pattern starts with an unescaped %; a prefix pattern of "%" starts with \%.
        if (pattern.length() < 2 || pattern.charAt(0) != '%') {
            return null;
        }
        return pattern.substring(1, pattern.length() - 1).replaceAll("\\\\(.)", "$1");
    }

    /**
     * The start a prefix pattern (from {@link #pattern(String)}) finds, unescaped; null for an
     * anywhere pattern. Searched as a range of an ordered index rather than through the n-gram
     * keys (ADR 0039).
     */
    public static String prefix(String pattern) {
        if (literal(pattern) != null || !pattern.endsWith("%")) {
            return null;
        }
        return pattern.substring(0, pattern.length() - 1).replaceAll("\\\\(.)", "$1");
    }

    private static String escaped(String text) {
        return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_");
    }
}
