package app.assessment.adapters.rest.grading;

import app.assessment.adapters.rest.security.KeyScope;
import app.assessment.domain.apikey.ApiScope;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.application.port.in.grading.RegradeUseCase;
import com.fasterxml.jackson.annotation.JsonInclude;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.math.BigDecimal;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** Regrade after a wrong key (issue 43, ADR 0050). */
@Path("/api/forms/{id}/regrade")
@Tag(name = "Forms")
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed({"PROFESSOR", "ADMIN", "SUPER_ADMIN"})
public class RegradeResource {

    private final RegradeUseCase regrades;
    private final CurrentUser currentUser;

    public RegradeResource(RegradeUseCase regrades, CurrentUser currentUser) {
        this.regrades = regrades;
        this.currentUser = currentUser;
    }

    @Schema(name = "RegradeRequest", description = "`questions`: each a question of the form as it is now, once, with `action` "
            + "`RESCORE` (score every stored answer with the current key), `FULL_MARKS` (everyone gets the question's points, "
            + "answered or not) or `EXCLUDE` (out of total and maximum). `dryRun: true` changes nothing.",
            example = "{\"questions\": [{\"questionId\": \"q3\", \"action\": \"RESCORE\"}], \"dryRun\": true}")
    record RegradeRequest(List<RegradeUseCase.Request> questions, Boolean dryRun) {
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "RegradeChange", description = "One submission whose result changes: totals, maxima and bands before and after.")
    record Change(String submissionId, String participantName, BigDecimal oldTotalScore, BigDecimal newTotalScore,
                  BigDecimal oldMaxScore, BigDecimal newMaxScore, String oldScoreLabel, String newScoreLabel,
                  boolean pendingGrading) {
    }

    @Schema(name = "RegradeResult", description = "`submissions` lists every submission the regrade changes (would change, "
            + "on a dry run); `changed` counts them. A second identical regrade changes nothing.")
    record RegradeResult(boolean dryRun, int changed, List<Change> submissions) {
    }

    @KeyScope(ApiScope.FORMS_WRITE)
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Regrade every submission of a form", description = "After a wrong key: fix the question (PUT the "
            + "form), then regrade. Applied in one transaction, one audit entry (`submission.regrade`) per changed submission; "
            + "a submission whose last pending answer this settles notifies its participant. Only the form's creator or an "
            + "administrator (403 `FORM_NOT_OWNED`); 404 for a form outside the caller's view; 400 naming `questions[i]` for "
            + "an unknown question, action or a question named twice. A form edit alone never changes a result.")
    public RegradeResult regrade(@PathParam("id") String formId, RegradeRequest body) {
        var result = regrades.regrade(currentUser.caller(), formId, body == null ? null : body.questions(),
                body != null && Boolean.TRUE.equals(body.dryRun()));
        List<Change> changes = result.changes().stream().map(c -> new Change(c.submissionId(), c.participantName(), c.oldTotal(),
                c.newTotal(), c.oldMax(), c.newMax(), c.oldLabel(), c.newLabel(), c.pendingGrading())).toList();
        return new RegradeResult(result.dryRun(), changes.size(), changes);
    }
}
