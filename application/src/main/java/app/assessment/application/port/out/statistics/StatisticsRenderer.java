package app.assessment.application.port.out.statistics;

import app.assessment.domain.statistics.Report;
import java.time.Instant;
import java.util.List;

/** Draws a form's statistics as a printable file (issue 46). */
public interface StatisticsRenderer {

    /**
     * @param questions each reported question's label (its position and text), in the report's order
     */
    record StatisticsDocument(String formTitle, String attempts, Instant generatedAt, Report report, List<String> questions) {
        public StatisticsDocument {
            questions = List.copyOf(questions);
        }
    }

    /** @return the bytes of a PDF file */
    byte[] render(StatisticsDocument document);
}
