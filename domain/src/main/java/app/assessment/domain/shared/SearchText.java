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

    /** A LIKE pattern that finds the term anywhere, with LIKE's own wildcards taken literally. */
    public static String containsPattern(String term) {
        String escaped = normalize(term).replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_");
        return "%" + escaped + "%";
    }
}
