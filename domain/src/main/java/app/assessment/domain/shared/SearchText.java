package app.assessment.domain.shared;

import java.text.Normalizer;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
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
     * start with it instead: a range of an ordered index (ADR 0039).
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

    /**
     * Characters a {@link #probe(String) probe} keeps of each word but the longest: two trigrams,
     * about as selective as the whole word beside the longest one, where each further trigram
     * costs the index scan more than the few rows it would spare the recheck (ADR 0033).
     */
    public static final int PROBE_WORD_LENGTH = 4;

    /**
     * A looser pattern that every text matching {@code pattern} also matches, cheaper for the
     * trigram index to serve: the words of an anywhere pattern, in order with anything between,
     * the longest one whole and the others cut to their first {@link #PROBE_WORD_LENGTH}
     * characters. A GIN scan advances the posting list of every trigram of its pattern to each
     * candidate row, and the full term's trigrams include the densest lists there are (the
     * word-boundary ones, such as " ca" and "ao "), so a four-word name read 2,676 index pages in
     * an organization of a million rows, its probe 782. The longest word stays whole so that the
     * candidates are never more than the rows holding it: cut to "silv", "silveira" would fetch
     * every Silva. The exact term is then checked on the candidates ({@link #literal(String)}).
     * A prefix pattern, a one-word term, or one whose words are all too short to have a trigram,
     * is its own probe.
     */
    public static String probe(String pattern) {
        String literal = literal(pattern);
        if (literal == null) {
            return pattern;
        }
        List<String> words = Arrays.stream(literal.split(" ")).filter(word -> length(word) >= MIN_ANYWHERE_LENGTH).toList();
        if (words.isEmpty()) {
            return pattern;
        }
        String longest = words.stream().max(Comparator.comparingInt(SearchText::length)).orElseThrow();
        StringBuilder probe = new StringBuilder("%");
        boolean whole = false;
        for (String word : words) {
            boolean keep = !whole && word.equals(longest);
            whole |= keep;
            String kept = keep ? word : word.substring(0, word.offsetByCodePoints(0, Math.min(length(word), PROBE_WORD_LENGTH)));
            probe.append(escaped(kept)).append('%');
        }
        return probe.toString();
    }

    private static int length(String text) {
        return text.codePointCount(0, text.length());
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
     * anywhere pattern. Searched as a range of an ordered index rather than through the trigram
     * index (ADR 0039).
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
