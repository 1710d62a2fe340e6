package app.assessment.adapters.persistence.shared;

import app.assessment.domain.shared.SearchText;
import java.util.ArrayList;
import java.util.List;

/**
 * A searched list's condition on its normalized column. A short term's prefix pattern is a range
 * of the column's {@code text_pattern_ops} B-tree (V32, ADR 0039): bytewise bounds the index reads
 * in order, and with its included sort keys a count needs no table row. A term of three characters
 * or more (ADR 0033): the trigram index is given
 * the term's {@link SearchText#probe(String) probe}, and when that is looser than the term, the
 * candidates are checked for the term itself with {@code strpos}, which no index serves, so the
 * planner cannot add the full term's trigrams back to the index scan.
 * <p>
 * The organization's condition goes with it ({@link #within(String, String)}): a term search
 * compares the organization in the "C" collation, the one the trigram indexes key it in (V34,
 * ADR 0041), so no B-tree of the organization's can serve it and walk the organization's rows
 * with the term as a filter, which PostgreSQL's custom plans chose for broad terms.
 *
 * @param sql the condition, such as {@code r.search_text like ? escape '\' and strpos(r.search_text, ?) > 0}
 * @param parameters its values, in order
 * @param trigrams whether the trigram index serves it (a prefix is a range of the ordered index)
 */
public record SearchCondition(String sql, List<Object> parameters, boolean trigrams) {

    /** @param pattern a pattern from {@link SearchText#pattern(String)} */
    public static SearchCondition on(String column, String pattern) {
        String prefix = SearchText.prefix(pattern);
        if (prefix != null) {
            return startingWith(column, prefix);
        }
        String probe = SearchText.probe(pattern);
        String like = column + " like ? escape '\\'";
        return probe.equals(pattern) ? new SearchCondition(like, List.of(pattern), true)
                : new SearchCondition(like + " and strpos(" + column + ", ?) > 0", List.of(probe, SearchText.literal(pattern)), true);
    }

    /**
     * This condition within one organization, the organization's condition first: in "C" for the
     * trigram index (bytewise equality, as the default collation's), plain for the ordered index,
     * whose key is in the column's collation.
     */
    public SearchCondition within(String organizationColumn, String organizationId) {
        String organization = organizationColumn + (trigrams ? " collate \"C\" = ?" : " = ?");
        List<Object> values = new ArrayList<>(parameters.size() + 1);
        values.add(organizationId);
        values.addAll(parameters);
        return new SearchCondition(organization + " and " + sql, List.copyOf(values), trigrams);
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
        return above == null ? new SearchCondition(from, List.of(prefix), false)
                : new SearchCondition(from + " and " + column + " ~<~ ?", List.of(prefix, above), false);
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
