package app.assessment.adapters.rest.report;

import app.assessment.adapters.rest.security.KeyScope;
import app.assessment.domain.apikey.ApiScope;
import io.quarkus.security.Authenticated;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.adapters.rest.shared.Paging;
import app.assessment.adapters.rest.shared.ContentDisposition;
import app.assessment.adapters.rest.shared.QueryValues;
import app.assessment.application.port.in.report.ExportReportUseCase;
import app.assessment.application.port.in.report.ReportQueries;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.domain.shared.DomainException;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Authenticated
@Path("/api/reports")
@Tag(name = "Reports")
public class ReportResource {

    static final String PDF = "application/pdf";

    private final ReportQueries reports;
    private final ExportReportUseCase exports;
    private final CurrentUser currentUser;

    public ReportResource(ReportQueries reports, ExportReportUseCase exports, CurrentUser currentUser) {
        this.reports = reports;
        this.exports = exports;
        this.currentUser = currentUser;
    }

    @KeyScope(ApiScope.RESULTS_READ)
    @GET
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "List reports of completed submissions", description = "`page` (default 1), `limit` (default 20, at most "
            + "100), `search` (participant name or form title, ignoring accents and case; three characters or "
            + "more match any part, fewer the start), `from` and `to` (completion "
            + "time, both included; an ISO 8601 instant such as `2026-11-21T10:24:00.000Z`, or a date: `from` a day's first and "
            + "`to` its last moment, in UTC). A malformed date, or `from` after `to`, is 400. Administrators see the "
            + "organization's, a PROFESSOR those of assignments they made or of forms they own. Newest first.")
    public ReportBodies.ReportList list(@QueryParam("page") String page, @QueryParam("limit") String limit,
                                        @QueryParam("search") String search, @QueryParam("from") String from,
                                        @QueryParam("to") String to) {
        PageRequest request = Paging.byLimit(page, limit);
        return ReportBodies.ReportList.from(reports.list(currentUser.caller(), new ReportQueries.Query(request, search,
                QueryValues.instant("from", from), QueryValues.endInstant("to", to))));
    }

    @KeyScope(ApiScope.RESULTS_READ)
    @GET
    @Path("/{submissionId}")
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "One submission's detailed report", description = "The participant, form, assigning teacher, "
            + "organization, score, every answer with its snapshot and the form's score ranges as they were when the test was "
            + "scored. Same visibility as the list; anything else, another organization's included, is 404.")
    public ReportBodies.ReportDetail get(@PathParam("submissionId") String submissionId) {
        return ReportBodies.ReportDetail.from(reports.get(currentUser.caller(), submissionId));
    }

    @KeyScope(ApiScope.RESULTS_READ)
    @POST
    @Path("/export")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "One submission's report as a PDF", description = "`{submissionId}` (400 when missing). Same visibility "
            + "as the detail (404 otherwise). A4, in Portuguese, dates in the configured zone (`REPORTS_ZONE`, default "
            + "America/Sao_Paulo). Saved as `relatorio-<participant>-<form>-<yyyy-MM-dd>.pdf` (lower-case ASCII, in "
            + "`filename`) or `Relatório - <participant> - <form> - <yyyy-MM-dd>.pdf` with accents (RFC 5987 `filename*`, "
            + "which browsers prefer); names are the snapshot taken at submission and the day is the completion day in that zone.")
    @APIResponse(responseCode = "200", description = "The PDF, with `Content-Disposition: attachment`.",
            content = @Content(mediaType = PDF, schema = @Schema(type = SchemaType.STRING, format = "binary")))
    public Response export(ReportBodies.ExportRequest body) {
        String submissionId = body == null ? null : body.submissionId();
        if (submissionId == null || submissionId.isBlank()) {
            throw DomainException.invalid("submissionId", "is required");
        }
        ExportReportUseCase.ExportedReport report = exports.export(currentUser.caller(), submissionId.strip());
        return Response.ok(report.pdf(), PDF)
                .header(HttpHeaders.CONTENT_DISPOSITION, ContentDisposition.attachment(report.asciiFileName(), report.fileName()))
                // Personal data: no shared cache may keep it.
                .header(HttpHeaders.CACHE_CONTROL, "private, no-store")
                .build();
    }
}
