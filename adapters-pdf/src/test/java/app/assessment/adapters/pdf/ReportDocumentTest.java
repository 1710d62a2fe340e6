package app.assessment.adapters.pdf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.application.port.out.report.ReportDocument;
import app.assessment.application.port.out.report.ReportDocument.AnswerLine;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The port's record lives in application; its rules are pinned here, next to its only reader. */
class ReportDocumentTest {

    @Test
    void constructor_copiesTheListsAndDefaultsTheZone() {
        List<AnswerLine> answers = new ArrayList<>(Reports.questions(2));
        ReportDocument document = new ReportDocument("Escola", "Prova", "Ana", ReportDocument.CANDIDATE,
                Reports.COMPLETED_AT, null, BigDecimal.ONE, BigDecimal.TEN, BigDecimal.TEN, null, null, Reports.BANDS,
                answers, null);

        answers.clear();

        assertThat(document.answers()).hasSize(2);
        assertThat(document.zone()).isEqualTo(ReportDocument.DEFAULT_ZONE);
        assertThatThrownBy(() -> document.bands().clear()).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void constructor_missingEssentialOrUnknownKind_isRejected() {
        assertThatThrownBy(() -> new ReportDocument("Escola", null, "Ana", ReportDocument.STUDENT, Reports.COMPLETED_AT,
                null, BigDecimal.ONE, BigDecimal.TEN, BigDecimal.TEN, null, null, List.of(), List.of(), null))
                .isInstanceOf(NullPointerException.class).hasMessage("formTitle");
        assertThatThrownBy(() -> new ReportDocument("Escola", "Prova", "Ana", "teacher", Reports.COMPLETED_AT,
                null, BigDecimal.ONE, BigDecimal.TEN, BigDecimal.TEN, null, null, List.of(), List.of(), null))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new AnswerLine(0, "Questão", null, BigDecimal.ZERO))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
