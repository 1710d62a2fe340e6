package app.assessment.adapters.persistence.people;

import java.text.Normalizer;
import java.util.Locale;

/**
 * The form of a name that search compares (V4__people.sql): lower case without accents, so
 * "João" and "JOAO" are both "joao". Applied to stored names on write and to search terms on
 * read, which is what makes the match accent-insensitive without a database extension.
 */
final class SearchNames {

    /** The LIKE escape character of {@link #containing}; '!' avoids backslash quoting rules. */
    static final char ESCAPE = '!';

    private SearchNames() {
    }

    static String of(String name) {
        String decomposed = Normalizer.normalize(name.toLowerCase(Locale.ROOT), Normalizer.Form.NFD);
        // Recomposing keeps scripts whose letters decompose without marks (Hangul) at their length.
        return Normalizer.normalize(decomposed.replaceAll("\\p{M}+", ""), Normalizer.Form.NFC);
    }

    /** A LIKE pattern matching names that contain {@code term}, its own % and _ taken literally. */
    static String containing(String term) {
        StringBuilder pattern = new StringBuilder("%");
        for (char c : of(term).toCharArray()) {
            if (c == '%' || c == '_' || c == ESCAPE) {
                pattern.append(ESCAPE);
            }
            pattern.append(c);
        }
        return pattern.append('%').toString();
    }
}
