package app.assessment.adapters.pdf;

import app.assessment.application.port.out.report.ReportDocument;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;

/** How numbers, dates and fixed words appear to the report's Brazilian readers. */
final class PortugueseFormat {

    private static final DateTimeFormatter DATE_TIME = DateTimeFormatter.ofPattern("dd/MM/yyyy HH:mm");

    private PortugueseFormat() {
    }

    /** Decimal comma, at most two decimals, no trailing zeros: 7.50 reads "7,5". */
    static String number(BigDecimal value) {
        BigDecimal rounded = value.setScale(2, RoundingMode.HALF_UP).stripTrailingZeros();
        if (rounded.scale() < 0) {
            rounded = rounded.setScale(0);
        }
        return rounded.toPlainString().replace('.', ',');
    }

    static String percent(BigDecimal value) {
        return number(value) + "%";
    }

    static String range(BigDecimal min, BigDecimal max) {
        return number(min) + " – " + number(max);
    }

    static String dateTime(Instant instant, ZoneId zone) {
        return DATE_TIME.format(instant.atZone(zone));
    }

    static String participantKind(String kind) {
        return ReportDocument.CANDIDATE.equals(kind) ? "Candidato(a)" : "Aluno(a)";
    }

    static String page(int number, int count) {
        return "Página " + number + " de " + count;
    }
}
