package app.assessment.application.port.in.report;

import app.assessment.application.port.in.Caller;
import java.util.Objects;

/** The PDF of one submission's report, under the same visibility as {@link ReportQueries#get}. */
public interface ExportReportUseCase {

    ExportedReport export(Caller caller, String submissionId);

    /**
     * @param asciiFileName a file name any client can store: lower-case ASCII, no spaces
     * @param fileName the same name readable, accents kept, for clients that understand UTF-8 names
     */
    record ExportedReport(String asciiFileName, String fileName, byte[] pdf) {
        public ExportedReport {
            Objects.requireNonNull(asciiFileName, "asciiFileName");
            Objects.requireNonNull(fileName, "fileName");
            Objects.requireNonNull(pdf, "pdf");
        }
    }
}
