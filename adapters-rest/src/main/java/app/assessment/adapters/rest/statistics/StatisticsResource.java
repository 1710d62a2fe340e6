package app.assessment.adapters.rest.statistics;

import app.assessment.adapters.rest.security.KeyForbidden;
import app.assessment.adapters.rest.security.KeyScope;
import app.assessment.domain.apikey.ApiScope;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.adapters.rest.shared.QueryValues;
import app.assessment.application.port.in.statistics.FormStatisticsUseCase;
import app.assessment.application.port.in.statistics.FormStatisticsUseCase.FormStatistics;
import app.assessment.domain.statistics.AttemptSelection;
import jakarta.annotation.security.RolesAllowed;
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

/** Item and test statistics of a form, exact and live (issue 46, ADR 0055). */
@Path("/api/forms/{id}")
@Tag(name = "Statistics")
@RolesAllowed({"PROFESSOR", "ADMIN", "SUPER_ADMIN"})
public class StatisticsResource {

    static final String SCOPE = "The form's owner and the professors who assigned it; administrators of the organization. "
            + "404 for a form outside the caller's view or organization. `attempts` `counted` (default: the attempt each "
            + "assignment's grading policy keeps), `first` or `all`; `from` and `to` (completion time, both included; an "
            + "instant or a date, as the reports list) recompute the range from the stored contributions. Attempts awaiting "
            + "a grader enter at their last grade. ";

    private static final String PDF = "application/pdf";

    private final FormStatisticsUseCase statistics;
    private final CurrentUser currentUser;

    public StatisticsResource(FormStatisticsUseCase statistics, CurrentUser currentUser) {
        this.statistics = statistics;
        this.currentUser = currentUser;
    }

    @KeyScope(ApiScope.RESULTS_READ)
    @GET
    @Path("/statistics")
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "Test and item statistics of a form", description = SCOPE + "Read from running sums kept in the "
            + "submit's transaction: O(questions), never a scan of submissions (without `from`/`to`).")
    public StatisticsBodies.Statistics report(@PathParam("id") String id, @QueryParam("attempts") String attempts,
                                              @QueryParam("from") String from, @QueryParam("to") String to) {
        return StatisticsBodies.Statistics.from(read(id, attempts, from, to));
    }

    @KeyScope(ApiScope.RESULTS_READ)
    @GET
    @Path("/statistics.csv")
    @Produces(StatisticsCsv.MEDIA_TYPE)
    @Operation(summary = "The per-question statistics as CSV", description = SCOPE + "One row per question (per version for a "
            + "question drawn from a bank), the columns of `questions` in the JSON report, `questionVersionId` and `version` "
            + "last; empty cells where a figure is undefined.")
    @APIResponse(responseCode = "200", description = "RFC 4180 CSV with a header row",
            content = @Content(mediaType = StatisticsCsv.MEDIA_TYPE, schema = @Schema(type = SchemaType.STRING)))
    public Response csv(@PathParam("id") String id, @QueryParam("attempts") String attempts, @QueryParam("from") String from,
                        @QueryParam("to") String to) {
        FormStatistics s = read(id, attempts, from, to);
        return Response.ok(StatisticsCsv.write(StatisticsBodies.Statistics.from(s)), StatisticsCsv.MEDIA_TYPE)
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"statistics-" + s.form().id() + ".csv\"").build();
    }

    @KeyScope(ApiScope.RESULTS_READ)
    @GET
    @Path("/statistics.pdf")
    @Produces(PDF)
    @Operation(summary = "The statistics as a PDF", description = SCOPE + "The score distribution as a histogram, each "
            + "question's facility against its discrimination index with the usual bands shaded (facility below 0.2 or above "
            + "0.9, discrimination below 20), the test figures and the per-question table.")
    @APIResponse(responseCode = "200", description = "A PDF document",
            content = @Content(mediaType = PDF, schema = @Schema(type = SchemaType.STRING, format = "binary")))
    public Response pdf(@PathParam("id") String id, @QueryParam("attempts") String attempts, @QueryParam("from") String from,
                        @QueryParam("to") String to) {
        byte[] pdf = statistics.pdf(currentUser.caller(), id, AttemptSelection.fromWire("attempts", attempts),
                QueryValues.instant("from", from), QueryValues.endInstant("to", to));
        return Response.ok(pdf, PDF).header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"statistics-" + id + ".pdf\"")
                .build();
    }

    @KeyForbidden
    @POST
    @Path("/statistics/rebuild")
    @Produces(MediaType.APPLICATION_JSON)
    @RolesAllowed({"ADMIN", "SUPER_ADMIN"})
    @Operation(summary = "Rebuild a form's statistics from its submissions", description = "Administrators. Recomputes every "
            + "submission's contribution and the running sums from the stored answers, with the form's submissions locked "
            + "(as a regrade): for forms submitted before the statistics existed (V51) and for bulk loads. Audited as "
            + "`statistics.rebuild`. Answers the COUNTED report.")
    public StatisticsBodies.Statistics rebuild(@PathParam("id") String id) {
        return StatisticsBodies.Statistics.from(statistics.rebuild(currentUser.caller(), id));
    }

    FormStatistics read(String id, String attempts, String from, String to) {
        return statistics.report(currentUser.caller(), id, AttemptSelection.fromWire("attempts", attempts),
                QueryValues.instant("from", from), QueryValues.endInstant("to", to));
    }
}
