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
     * Shortest term found anywhere in a name or title. A trigram index (V20) serves a term of
     * three characters or more wherever it stands; a shorter one has no trigram of its own, and
     * searched anywhere it would read the whole index, so it finds the names and titles that
     * start with it instead, which the index serves from its word-start trigrams.
     */
    public static final int MIN_ANYWHERE_LENGTH = 3;

    /**
     * The LIKE pattern for a search term, with LIKE's own wildcards taken literally: anywhere for
     * a term of {@link #MIN_ANYWHERE_LENGTH} characters or more, at the start below that.
     */
    public static String pattern(String term) {
        String normalized = normalize(term);
        String escaped = normalized.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_");
        boolean anywhere = normalized.codePointCount(0, normalized.length()) >= MIN_ANYWHERE_LENGTH;
        return anywhere ? "%" + escaped + "%" : escaped + "%";
    }
}
