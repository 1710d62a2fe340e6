package app.assessment.adapters.persistence.shared;

import app.assessment.domain.shared.SearchText;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A searched list's condition on its normalized column within one organization. A short term's
 * prefix pattern is a range of the column's {@code text_pattern_ops} B-tree (V32, ADR 0039):
 * bytewise bounds the index reads in order, and with its included sort keys a count needs no
 * table row. A term anywhere is given to the organization's n-gram keys (V36, ADR 0043): the rows
 * whose keys hold all of the term's, each then checked for the organization and the term itself
 * ({@code strpos}), as keys can come from elsewhere in the text or from another organization.
 * <p>
 * The organization of a keyed search is compared in the "C" collation, in which no index keys it,
 * so no B-tree of the organization's can serve the search by walking its rows with the term as a
 * filter, which PostgreSQL's custom plans chose for broad terms (ADR 0041). A term whose words all
 * have fewer than three characters ("ab c") has no key: it is that walk, the organization's rows
 * only.
 *
 * @param sql the condition, such as {@code r.organization_id = ? and r.search_text ~>=~ ?}
 * @param parameters its values, in order
 */
public record SearchCondition(String sql, List<Object> parameters) {

    /** This condition's values, then those of the conditions written after it in the same statement. */
    public Object[] parametersThen(List<?> more) {
        List<Object> all = new ArrayList<>(parameters);
        all.addAll(more);
        return all.toArray();
    }

    /** @param pattern a pattern from {@link SearchText#pattern(String)} */
    public static Term on(String column, String pattern) {
        return new Term(column, pattern);
    }

    /** A term on a column, searched once its organization is known. */
    public record Term(String column, String pattern) {

        /** The condition in one organization, the organization's condition first. */
        public SearchCondition within(String organizationColumn, String organizationId) {
            String prefix = SearchText.prefix(pattern);
            if (prefix != null) {
                return startingWith(organizationColumn + " = ?", organizationId, column, prefix);
            }
            String literal = SearchText.literal(pattern);
            String contains = "strpos(" + column + ", ?) > 0";
            if (!keyed(literal)) {
                return new SearchCondition(organizationColumn + " = ? and " + contains, List.of(organizationId, literal));
            }
            return new SearchCondition(organizationColumn + " collate \"C\" = ? and search_keys(" + organizationColumn + ", " + column
                    + ") @> search_term_keys(?, ?) and " + contains, List.of(organizationId, organizationId, literal, literal));
        }
        /**
         * The condition as a filter on the organization's rows, for a walk of the list's ordered
         * index ({@link SearchedPages#walk}): the organization compared in its own collation, the
         * one its indexes key it in, and the term in a form no index serves ({@code strpos} at 1
         * for a start, anywhere otherwise), so that the planner walks rather than gathers.
         */
        public SearchCondition walkedWithin(String organizationColumn, String organizationId) {
            String prefix = SearchText.prefix(pattern);
            String at = prefix != null ? " = 1" : " > 0";
            return new SearchCondition(organizationColumn + " = ? and strpos(" + column + ", ?)" + at,
                    List.of(organizationId, prefix != null ? prefix : SearchText.literal(pattern)));
        }

        /**
         * As {@link #walkedWithin}, for a list in the order of the searched column itself (people by
         * name): a start's matches are then together, and a walk from the organization's first name
         * would read every name before them (106,667 of 200,000 students for "le"); the walk starts
         * at the start instead. A text sorts at or after its own start in "C" and in the locales'
         * collations (no contractions across the cut).
         */
        public SearchCondition walkedWithinItsOrder(String organizationColumn, String organizationId) {
            String prefix = SearchText.prefix(pattern);
            SearchCondition walked = walkedWithin(organizationColumn, organizationId);
            if (prefix == null || prefix.isEmpty()) {
                return walked;
            }
            List<Object> parameters = new ArrayList<>(walked.parameters());
            parameters.add(prefix);
            return new SearchCondition(walked.sql() + " and " + column + " >= ?", parameters);
        }
    }

    /** Whether a term has a key: a word of three characters or more (V36's search_term_keys). */
    private static boolean keyed(String literal) {
        return Arrays.stream(literal.split(" ")).anyMatch(word -> word.codePointCount(0, word.length()) >= SearchText.MIN_ANYWHERE_LENGTH);
    }

    /**
     * Texts that start with {@code prefix}: at least it and, bytewise, below it with its last
     * character the next one. UTF-8 orders bytes as it orders code points, so that range is
     * exactly the texts with the prefix. {@code ~>=~} and {@code ~<~} are the operators a
     * {@code text_pattern_ops} index serves whatever the database's collation, and bound
     * parameters keep them served in a generic plan, where a LIKE with a parameter is not.
     */
    private static SearchCondition startingWith(String organization, String organizationId, String column, String prefix) {
        String above = above(prefix);
        String from = organization + " and " + column + " ~>=~ ?";
        return above == null ? new SearchCondition(from, List.of(organizationId, prefix))
                : new SearchCondition(from + " and " + column + " ~<~ ?", List.of(organizationId, prefix, above));
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
