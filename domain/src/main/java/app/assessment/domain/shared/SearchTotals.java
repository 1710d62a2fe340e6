package app.assessment.domain.shared;

/**
 * How far a search counts its matches (issue 42, ADR 0048): exactly up to {@link #EXACT_UP_TO},
 * then no further, as search engines do (Elasticsearch's {@code track_total_hits}, 10,000 by
 * default). A broad term in a large organization would otherwise read every match for a number
 * nobody pages to the end of. Unsearched lists keep exact totals.
 */
public final class SearchTotals {

    /** The most matches a search counts; a total of it with relation "gte" means at least it. */
    public static final int EXACT_UP_TO = 10_000;

    /** The relation of a total to the true count: {@code "eq"} when exact, {@code "gte"} when capped. */
    public static String relation(boolean capped) {
        return capped ? "gte" : "eq";
    }

    private SearchTotals() {
    }
}
