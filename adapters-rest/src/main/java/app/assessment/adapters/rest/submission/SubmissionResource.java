package app.assessment.adapters.rest.submission;

import app.assessment.adapters.rest.security.KeyForbidden;
import app.assessment.adapters.rest.security.KeyScope;
import app.assessment.domain.apikey.ApiScope;
import app.assessment.adapters.rest.shared.TotalRelation;
import io.quarkus.security.Authenticated;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.adapters.rest.shared.Paging;
import app.assessment.adapters.rest.shared.QueryValues;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.in.submission.SubmissionQueries;
import app.assessment.adapters.rest.grading.GradingBodies;
import app.assessment.application.port.in.grading.GradingUseCases;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Authenticated
@Path("/api/submissions")
@Tag(name = "Submissions")
@Produces(MediaType.APPLICATION_JSON)
public class SubmissionResource {

    private final SubmissionQueries submissions;
    private final GradingUseCases grading;
    private final CurrentUser currentUser;

    public SubmissionResource(SubmissionQueries submissions, GradingUseCases grading, CurrentUser currentUser) {
        this.submissions = submissions;
        this.grading = grading;
        this.currentUser = currentUser;
    }

    @KeyScope(ApiScope.RESULTS_READ)
    @GET
    @Operation(summary = "List submissions", description = "`page` (default 1), `limit` (default 20, at most 100), `formId`, `studentId` "
            + "(a student's or a candidate's id), `isCompleted` (every stored submission is completed: `false` lists none). "
            + "Administrators see the organization's, a PROFESSOR those of assignments they made or forms they own. Newest first.")
    public SubmissionBodies.SubmissionList list(@QueryParam("page") String page, @QueryParam("limit") String limit,
                                                @QueryParam("formId") String formId, @QueryParam("studentId") String studentId,
                                                @QueryParam("isCompleted") String isCompleted) {
        PageRequest request = Paging.byLimit(page, limit);
        if (Boolean.FALSE.equals(QueryValues.bool("isCompleted", isCompleted))) {
            return new SubmissionBodies.SubmissionList(List.of(), 0, TotalRelation.of(false));
        }
        var result = submissions.list(currentUser.caller(), new SubmissionQueries.Query(request, QueryValues.text(formId), QueryValues.text(studentId),
                null, null, null));
        return new SubmissionBodies.SubmissionList(result.items().stream().map(SubmissionBodies.SubmissionResponse::from).toList(),
                result.total(), TotalRelation.of(result.totalCapped()));
    }

    @KeyScope(ApiScope.RESULTS_READ)
    @GET
    @Path("/{id}")
    @Operation(summary = "One submission with its answers", description = "Each answer is the snapshot taken at submission: later form "
            + "edits never change it.")
    public SubmissionBodies.SubmissionDetail get(@PathParam("id") String id) {
        return SubmissionBodies.SubmissionDetail.from(submissions.get(currentUser.caller(), id));
    }

    @KeyForbidden
    @PUT
    @Path("/{id}/answers/{questionId}/grade")
    @RolesAllowed({"PROFESSOR", "ADMIN", "SUPER_ADMIN"})
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Grade one answer", description = "`{points, comment}`: 0 to the question's points (400 `points` "
            + "otherwise). An essay or a short answer only (409 `ANSWER_NOT_GRADED_BY_HAND` for other types: regrade the form; "
            + "409 `ANSWER_EXCLUDED` for a question a regrade excluded). "
            + "Grading again changes the grade (audited with the old and new points). The last grade awaited completes the "
            + "submission: total, band, report and PDF change at once, and the participant is sent `SUBMISSION_GRADED`. "
            + "404 for a submission outside the caller's view or a question left unanswered.")
    public GradingBodies.GradeResult grade(@PathParam("id") String id, @PathParam("questionId") String questionId,
                                           GradingBodies.GradeRequest body) {
        var graded = grading.grade(currentUser.caller(), id, questionId, body == null ? null : body.points(),
                body == null ? null : body.comment());
        return GradingBodies.GradeResult.from(graded, questionId);
    }
}
