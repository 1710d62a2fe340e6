package app.assessment.application.service.report;

import app.assessment.domain.shared.SearchText;
import app.assessment.domain.submission.Submission;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.regex.Pattern;

/**
 * The name a report's PDF is saved under: {@code relatorio-<participant>-<form>-<yyyy-MM-dd>.pdf}
 * in lower-case ASCII for every client, and {@code Relatório - <participant> - <form> - <yyyy-MM-dd>.pdf}
 * with its accents for clients that read UTF-8 names (RFC 6266 / RFC 5987). The names are the
 * submission's snapshot, so a participant removed or renamed since still names the file. The day
 * is the completion day in the report's zone, as printed in the report.
 */
record ReportFileName(String ascii, String readable) {

    // Each part is cut so the whole name stays well under the 255 bytes file systems allow.
    private static final int PART_MAX = 60;
    private static final Pattern NOT_SLUG = Pattern.compile("[^a-z0-9]+");
    private static final Pattern EDGE_DASHES = Pattern.compile("^-+|-+$");
    // Path separators, characters Windows refuses in names, and control characters.
    private static final Pattern NOT_IN_FILE_NAMES = Pattern.compile("[\\\\/:*?\"<>|\\p{Cntrl}]+");

    static ReportFileName of(Submission submission, ZoneId zone) {
        LocalDate day = submission.completedAt().atZone(zone).toLocalDate();
        String ascii = "relatorio-" + slug(submission.participantName()) + "-" + slug(submission.formTitle()) + "-" + day + ".pdf";
        String readable = "Relatório - " + readable(submission.participantName()) + " - " + readable(submission.formTitle())
                + " - " + day + ".pdf";
        return new ReportFileName(ascii.replaceAll("-{2,}", "-"), readable);
    }

    private static String slug(String text) {
        return EDGE_DASHES.matcher(cut(NOT_SLUG.matcher(SearchText.normalize(text)).replaceAll("-"))).replaceAll("");
    }

    private static String readable(String text) {
        return cut(NOT_IN_FILE_NAMES.matcher(text).replaceAll(" ").strip().replaceAll("\\s+", " "));
    }

    private static String cut(String text) {
        if (text.length() <= PART_MAX) {
            return text;
        }
        int end = Character.isHighSurrogate(text.charAt(PART_MAX - 1)) ? PART_MAX - 1 : PART_MAX;
        return text.substring(0, end).strip();
    }
}
