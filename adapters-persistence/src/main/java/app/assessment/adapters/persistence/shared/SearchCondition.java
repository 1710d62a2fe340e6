package app.assessment.adapters.persistence.shared;

import app.assessment.domain.shared.SearchText;
import java.util.List;

/**
 * A searched list's condition on its normalized column (ADR 0033): the trigram index is given
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
        String probe = SearchText.probe(pattern);
        String like = column + " like ? escape '\\'";
        return probe.equals(pattern) ? new SearchCondition(like, List.of(pattern))
                : new SearchCondition(like + " and strpos(" + column + ", ?) > 0", List.of(probe, SearchText.literal(pattern)));
    }
}
