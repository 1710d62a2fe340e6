package app.assessment.adapters.rest.shared;

import app.assessment.domain.shared.SearchTotals;

/** The {@code totalRelation} of a page answer (ADR 0048): what its {@code total} says of the true count. */
public final class TotalRelation {

    /** The OpenAPI description of every page's {@code totalRelation}. */
    public static final String DESCRIPTION = "\"eq\" when `total` is the exact number of rows matching; \"gte\" when a "
            + "search matched more than " + SearchTotals.EXACT_UP_TO + " rows and stopped counting: `total` is then "
            + SearchTotals.EXACT_UP_TO + ", at least that many match, and pages past it still answer the rows that exist. "
            + "Lists without a search are always \"eq\".";

    private TotalRelation() {
    }

    public static String of(boolean capped) {
        return SearchTotals.relation(capped);
    }
}
