package app.assessment.adapters.persistence.shared;

import app.assessment.domain.shared.SearchText;
import java.util.List;

/**
 * A searched list's condition on its normalized column. A short term's prefix pattern is a range
 * of the column's {@code text_pattern_ops} B-tree (V32, ADR 0039): bytewise bounds the index reads
 * in order, and with its included sort keys a count needs no table row. A term of three characters
 * or more (ADR 0033): the trigram index is given
 * the term's {@link SearchText#probe(String) probe}, and when that is looser than the term, the
 * candidates are checked for the term itself with {@code strpos}, which no index serves, so the
 * planner cannot add the full term's trigrams back to the index scan.
 *
 * @param sql the condition, such as {@code r.search_text like ? escape '\' and strpos(r.search_text, ?) > 0}
 * @param parameters its values, in order
 */
public record SearchCondition(String sql, List<Object> parameters) {

    /** @param pattern a pattern from {@link SearchText#pattern(String)} */
    public static SearchCondition on(String column, String pattern) {
        String prefix = SearchText.prefix(pattern);
        if (prefix != null) {
            return startingWith(column, prefix);
        }
        String probe = SearchText.probe(pattern);
        String like = column + " like ? escape '\\'";
        return probe.equals(pattern) ? new SearchCondition(like, List.of(pattern))
                : new SearchCondition(like + " and strpos(" + column + ", ?) > 0", List.of(probe, SearchText.literal(pattern)));
    }

    /**
     * Texts that start with {@code prefix}: at least it and, bytewise, below it with its last
     * character the next one. UTF-8 orders bytes as it orders code points, so that range is
     * exactly the texts with the prefix. {@code ~>=~} and {@code ~<~} are the operators a
     * {@code text_pattern_ops} index serves whatever the database's collation, and bound
     * parameters keep them served in a generic plan, where a LIKE with a parameter is not.
     */
    private static SearchCondition startingWith(String column, String prefix) {
        String above = above(prefix);
        String from = column + " ~>=~ ?";
        return above == null ? new SearchCondition(from, List.of(prefix))
                : new SearchCondition(from + " and " + column + " ~<~ ?", List.of(prefix, above));
    }

    /** The least text above every text starting with {@code prefix}; null when there is none (or the prefix is empty). */
    private static String above(String prefix) {
        int end = prefix.length();
        while (end > 0) {
            int last = prefix.codePointBefore(end);
            int start = end - Character.charCount(last);
            if (last < Character.MAX_CODE_POINT) {
                int next = last + 1 == Character.MIN_SURROGATE ? Character.MAX_SURROGATE + 1 : last + 1;
                return prefix.substring(0, start) + Character.toString(next);
            }
            end = start;
        }
        return null;
    }
}
