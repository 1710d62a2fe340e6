package app.assessment.application.service.report;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.domain.assignment.StudentParticipant;
import app.assessment.domain.form.ScoreResult;
import app.assessment.domain.submission.Submission;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ReportFileNameTest {

    private static final ZoneId SAO_PAULO = ZoneId.of("America/Sao_Paulo");

    @Test
    void of_slugsTheAsciiNameAndKeepsAccentsInTheReadableOne() {
        ReportFileName name = ReportFileName.of(submission("João Conceição", "Avaliação: Ciências/Física", "2026-11-21T15:00:00Z"), SAO_PAULO);

        assertThat(name.ascii()).isEqualTo("relatorio-joao-conceicao-avaliacao-ciencias-fisica-2026-11-21.pdf");
        assertThat(name.readable()).isEqualTo("Relatório - João Conceição - Avaliação Ciências Física - 2026-11-21.pdf");
    }

    @Test
    void of_usesTheCompletionDayInTheReportZone() {
        // 01:30 UTC on the 22nd is still the evening of the 21st in São Paulo (UTC-3).
        ReportFileName name = ReportFileName.of(submission("Ana", "Prova", "2026-11-22T01:30:00Z"), SAO_PAULO);

        assertThat(name.ascii()).isEqualTo("relatorio-ana-prova-2026-11-21.pdf");
    }

    @Test
    void of_nameWithoutLettersOrDigits_leavesNoEmptyPart() {
        ReportFileName name = ReportFileName.of(submission("—", "???", "2026-11-21T15:00:00Z"), SAO_PAULO);

        assertThat(name.ascii()).isEqualTo("relatorio-2026-11-21.pdf");
    }

    @Test
    void of_longNames_areCut() {
        String longName = "Maria ".repeat(40).strip();

        ReportFileName name = ReportFileName.of(submission(longName, "Prova", "2026-11-21T15:00:00Z"), SAO_PAULO);

        assertThat(name.ascii().length()).isLessThan(100);
        assertThat(name.ascii()).startsWith("relatorio-maria-maria-").endsWith("-prova-2026-11-21.pdf");
    }

    private static Submission submission(String participant, String title, String completedAt) {
        BigDecimal ten = BigDecimal.TEN;
        return new Submission("csub00000000000000000000a", "corg00000000000000000000a", "casg00000000000000000000a",
                "cfrm00000000000000000000a", title, new StudentParticipant("cstu00000000000000000000a"), participant,
                "cusr00000000000000000000a", new ScoreResult(ten, ten, BigDecimal.valueOf(100), Optional.empty()), List.of(), List.of(),
                Instant.parse(completedAt));
    }
}
