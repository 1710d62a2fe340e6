package app.assessment.adapters.rest.grading;

import app.assessment.adapters.rest.security.KeyScope;
import app.assessment.domain.apikey.ApiScope;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.adapters.rest.shared.Paging;
import app.assessment.adapters.rest.shared.QueryValues;
import app.assessment.application.port.in.grading.GradingUseCases;
import app.assessment.application.port.in.shared.PageRequest;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The queue of answers awaiting a grader (issue 43, ADR 0050); grading one is under /api/submissions. */
@Path("/api/grading")
@Tag(name = "Grading")
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed({"PROFESSOR", "ADMIN", "SUPER_ADMIN"})
public class GradingResource {

    private final GradingUseCases grading;
    private final CurrentUser currentUser;

    public GradingResource(GradingUseCases grading, CurrentUser currentUser) {
        this.grading = grading;
        this.currentUser = currentUser;
    }

    @KeyScope(ApiScope.RESULTS_READ)
    @GET
    @Operation(summary = "Answers awaiting a grader", description = "Essays, and short answers that matched no accepted text "
            + "under `manualReviewWhenUnmatched`, oldest submission first, then in answer order. `page` (default 1), `limit` "
            + "(default 20, at most 100), `formId` (one form's). A PROFESSOR sees the submissions of assignments they made; "
            + "administrators the organization's.")
    public GradingBodies.Queue queue(@QueryParam("page") String page, @QueryParam("limit") String limit,
                                     @QueryParam("formId") String formId) {
        PageRequest request = Paging.byLimit(page, limit);
        var result = grading.queue(currentUser.caller(), QueryValues.text(formId), request);
        return new GradingBodies.Queue(result.items().stream().map(GradingBodies.Item::from).toList(), result.total(),
                request.page());
    }
}
