package app.assessment.adapters.rest.statistics;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * The per-question table as CSV (RFC 4180), one row per question or bank question version (its id and number last,
 * empty for a form's own question, so the columns before them stay where they were); texts that a spreadsheet would
 * run as a formula get a leading apostrophe.
 */
final class StatisticsCsv {

    static final String MEDIA_TYPE = "text/csv; charset=UTF-8";
    private static final String[] HEADER = {"position", "questionId", "text", "type", "attempts", "facility", "sd",
            "discriminationIndex", "discriminativeEfficiency", "effectiveWeight", "alphaIfDeleted", "questionVersionId", "version"};
    private static final CSVFormat FORMAT = CSVFormat.RFC4180.builder().setHeader(HEADER).get();

    private StatisticsCsv() {
    }

    static String write(StatisticsBodies.Statistics s) {
        StringWriter out = new StringWriter();
        try (CSVPrinter printer = new CSVPrinter(out, FORMAT)) {
            for (StatisticsBodies.QuestionBody q : s.questions()) {
                printer.printRecord(q.position(), q.questionId(), safe(q.text()), q.type(), q.attempts(), q.facility(), q.sd(),
                        q.discriminationIndex(), q.discriminativeEfficiency(), q.effectiveWeight(), q.alphaIfDeleted(),
                        q.questionVersionId(), q.version());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    private static String safe(String text) {
        if (text == null || text.isEmpty()) {
            return text;
        }
        return "=+-@\t\r".indexOf(text.charAt(0)) >= 0 ? "'" + text : text;
    }
}
