package app.assessment.application.service.report;

import app.assessment.application.service.shared.FileNames;
import app.assessment.domain.submission.Submission;
import java.time.LocalDate;
import java.time.ZoneId;

/**
 * The name a report's PDF is saved under: {@code relatorio-<participant>-<form>-<yyyy-MM-dd>.pdf}
 * in lower-case ASCII for every client, and {@code Relatório - <participant> - <form> - <yyyy-MM-dd>.pdf}
 * with its accents for clients that read UTF-8 names (RFC 6266 / RFC 5987). The names are the
 * submission's snapshot, so a participant removed or renamed since still names the file. The day
 * is the completion day in the report's zone, as printed in the report.
 */
record ReportFileName(String ascii, String readable) {

    static ReportFileName of(Submission submission, ZoneId zone) {
        LocalDate day = submission.completedAt().atZone(zone).toLocalDate();
        String ascii = "relatorio-" + slug(submission.participantName()) + "-" + slug(submission.formTitle()) + "-" + day + ".pdf";
        String readable = "Relatório - " + readable(submission.participantName()) + " - " + readable(submission.formTitle())
                + " - " + day + ".pdf";
        return new ReportFileName(ascii.replaceAll("-{2,}", "-"), readable);
    }

    private static String slug(String text) {
        return FileNames.slug(text);
    }

    private static String readable(String text) {
        return FileNames.readable(text);
    }
}
