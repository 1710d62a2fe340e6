package app.assessment.application.service.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import app.assessment.application.fakes.InMemoryReportNames;
import app.assessment.application.fakes.InMemorySubmissions;
import app.assessment.application.fakes.NoStudentAccounts;
import app.assessment.application.fakes.RecordingReportRenderer;
import app.assessment.application.fakes.Samples;
import app.assessment.application.port.in.report.ExportReportUseCase.ExportedReport;
import app.assessment.application.port.out.report.ReportSettings;
import app.assessment.application.service.submission.SubmissionQueryService;
import app.assessment.application.service.user.StudentScope;
import app.assessment.domain.assignment.StudentParticipant;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Role;
import java.nio.charset.StandardCharsets;
import java.time.ZoneId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The PDF of a report has the report's visibility (404 otherwise, nothing rendered); it is saved as
 * {@code relatorio-<participant>-<form>-<day>.pdf} and its readable twin, the day of completion in the report's zone.
 */
class ReportExportServiceTest {

    private final InMemorySubmissions submissions = new InMemorySubmissions();
    private final InMemoryReportNames names = new InMemoryReportNames();
    private final RecordingReportRenderer renderer = new RecordingReportRenderer();

    private ReportExportService service(String zone) {
        ReportQueryService reports = new ReportQueryService(
                new SubmissionQueryService(submissions, new StudentScope(new NoStudentAccounts())), names);
        return new ReportExportService(reports, renderer, new ReportSettings(ZoneId.of(zone)));
    }

    /** Completed at 2026-03-02T12:00Z: still the 2nd in São Paulo, already the 3rd in Kiritimati (UTC+14). */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"America/Sao_Paulo,2026-03-02", "Pacific/Kiritimati,2026-03-03"})
    void export_visibleReport_isRenderedAndNamedAfterParticipantFormAndLocalDay(String zone, String day) {
        submissions.put(Samples.submission("s1", "f1", new StudentParticipant("st1"), "ana"));
        names.organizations.put(Samples.ORG, "Escola Azul");

        ExportedReport exported = service(zone).export(Samples.caller(Role.PROFESSOR, "ana"), "s1");

        assertThat(exported.asciiFileName()).isEqualTo("relatorio-caio-matematica-f1-" + day + ".pdf");
        assertThat(exported.fileName()).isEqualTo("Relatório - Caio - Matemática f1 - " + day + ".pdf");
        assertThat(new String(exported.pdf(), StandardCharsets.UTF_8)).isEqualTo("Matemática f1");
        assertThat(renderer.rendered).singleElement().satisfies(document -> {
            assertThat(document.organizationName()).isEqualTo("Escola Azul");
            assertThat(document.zone()).isEqualTo(ZoneId.of(zone));
        });
    }

    @Test
    void export_reportOfAnotherProfessorsTest_isNotFoundAndNothingIsRendered() {
        submissions.put(Samples.submission("s1", "f1", new StudentParticipant("st1"), "bia"));

        DomainException refused = catchThrowableOfType(DomainException.class,
                () -> service("UTC").export(Samples.caller(Role.PROFESSOR, "ana"), "s1"));

        assertThat(refused.kind()).isEqualTo(DomainException.Kind.NOT_FOUND);
        assertThat(renderer.rendered).isEmpty();
    }
}
