package app.assessment.adapters.interchange;

import org.apache.commons.csv.CSVFormat;

/**
 * The service's CSV layout (README, docs/examples/questions.csv): a {@code question} row, then one row per option,
 * accepted answer, pair, distractor or item of that question, in order. Points are the service's own, never weights.
 */
final class CsvColumns {

    static final String[] HEADER = {"kind", "type", "name", "category", "tags", "text", "points", "correct", "feedback",
        "value", "tolerance", "tolerance_type", "match", "scoring", "exact", "manual_review", "max_length"};

    /** Category names are joined by '/', tags by ';'. */
    static final String CATEGORY_SEPARATOR = "/";
    static final String TAG_SEPARATOR = ";";

    static final CSVFormat FORMAT = CSVFormat.RFC4180.builder().setHeader(HEADER).setSkipHeaderRecord(true)
            .setIgnoreEmptyLines(true).setAllowMissingColumnNames(false).get();

    private CsvColumns() {
    }
}
