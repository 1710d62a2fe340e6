package app.assessment.application.service.report;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.report.ExportReportUseCase;
import app.assessment.application.port.in.report.ReportQueries;
import app.assessment.application.port.out.report.ReportRenderer;
import app.assessment.application.port.out.report.ReportSettings;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * Reads the report in its own transaction and renders it after: the database connection is not
 * held while the PDF is drawn.
 */
@ApplicationScoped
public class ReportExportService implements ExportReportUseCase {

    private final ReportQueries reports;
    private final ReportRenderer renderer;
    private final ReportSettings settings;

    public ReportExportService(ReportQueries reports, ReportRenderer renderer, ReportSettings settings) {
        this.reports = reports;
        this.renderer = renderer;
        this.settings = settings;
    }

    @Override
    public ExportedReport export(Caller caller, String submissionId) {
        ReportQueries.Report report = reports.get(caller, submissionId);
        byte[] pdf = renderer.render(ReportDocuments.of(report, settings.zone()));
        ReportFileName name = ReportFileName.of(report.submission(), settings.zone());
        return new ExportedReport(name.ascii(), name.readable(), pdf);
    }
}
