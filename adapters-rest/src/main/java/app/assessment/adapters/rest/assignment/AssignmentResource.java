package app.assessment.adapters.rest.assignment;

import app.assessment.adapters.rest.idempotency.Idempotent;
import app.assessment.adapters.rest.security.KeyForbidden;
import app.assessment.adapters.rest.security.KeyScope;
import app.assessment.domain.apikey.ApiScope;
import io.quarkus.security.Authenticated;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.adapters.rest.shared.PublicRateLimited;
import app.assessment.adapters.rest.shared.Paging;
import app.assessment.adapters.rest.shared.QueryValues;
import app.assessment.application.port.in.assignment.AssignmentUseCases;
import app.assessment.application.port.in.assignment.TestLinkUseCases;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.domain.assignment.AssignmentStatus;
import app.assessment.domain.assignment.Participant;
import app.assessment.domain.shared.DomainException;
import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/assignments")
@Tag(name = "Assignments")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
public class AssignmentResource {

    private final AssignmentUseCases assignments;
    private final TestLinkUseCases testLinks;
    private final CurrentUser currentUser;

    public AssignmentResource(AssignmentUseCases assignments, TestLinkUseCases testLinks, CurrentUser currentUser) {
        this.assignments = assignments;
        this.testLinks = testLinks;
        this.currentUser = currentUser;
    }

    @KeyScope(ApiScope.ASSIGNMENTS_WRITE)
    @Idempotent
    @POST
    @Operation(summary = "Assign a form to a student or a candidate", description = "201 with the assignment and its link token "
            + "(192 random bits, URL-safe). 404 when the form or participant is not in the organization (or, for a PROFESSOR, "
            + "the form is neither theirs nor a template); 409 `FORM_NOT_PUBLISHED`.")
    public Response assign(AssignmentBodies.AssignRequest body) {
        if (body == null) {
            throw DomainException.invalid("formId", "is required");
        }
        var view = assignments.assign(new AssignmentUseCases.AssignCommand(currentUser.caller(), body.formId(),
                Participant.of(QueryValues.text(body.studentId()), QueryValues.text(body.candidateId())), body.scheduledAt(), body.expiresAt(),
                body.attemptSettings()));
        return Response.status(Response.Status.CREATED).entity(AssignmentBodies.AssignmentResponse.from(view)).build();
    }

    @KeyScope(ApiScope.ASSIGNMENTS_WRITE)
    @Idempotent
    @POST
    @Path("/bulk")
    @APIResponse(responseCode = "201", description = "Created", content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = AssignmentBodies.BulkAssignResponse.class)))
    @Operation(summary = "Assign a form to many students or candidates at once", description = "One assignment per "
            + "participant, each what `POST /api/assignments` makes, all or nothing in one transaction. Exactly one of "
            + "`studentIds` and `candidateIds` (at most 5,000; 413 `BULK_TOO_LARGE`). An id that is not a live participant "
            + "of the organization, or that repeats, is 400 `VALIDATION_FAILED` naming every such entry (`studentIds[3]`) "
            + "and assigns nothing. `notify` (default true) sends the invitations and schedules the reminders through the "
            + "notification outbox; false sends nothing. 404 and 409 `FORM_NOT_PUBLISHED` as for one assignment. One audit "
            + "entry (`assignment.bulk_create`) lists the assignments' ids. 201 `{created, data}` (`data` as in the assignments list).")
    public Response assignMany(AssignmentBodies.BulkAssignRequest body) {
        if (body == null) {
            throw DomainException.invalid("formId", "is required");
        }
        var views = assignments.assignMany(new AssignmentUseCases.BulkAssignCommand(currentUser.caller(), body.formId(),
                body.participants(), body.scheduledAt(), body.expiresAt(), !Boolean.FALSE.equals(body.notifyParticipants()),
                body.attemptSettings()));
        var items = views.stream().map(AssignmentBodies.AssignmentResponse::from).toList();
        return Response.status(Response.Status.CREATED).entity(new AssignmentBodies.BulkAssignResponse(items.size(), items)).build();
    }

    @Authenticated
    @KeyScope(ApiScope.ASSIGNMENTS_READ)
    @GET
    @Operation(summary = "List assignments", description = "`page` (default 1), `pageSize` (default 20, at most 100), `status` "
            + "(ACTIVE, CANCELLED, COMPLETED), `formId`. ADMIN and SUPER_ADMIN see the organization's, a PROFESSOR those they made.")
    public AssignmentBodies.AssignmentList list(@QueryParam("page") String page, @QueryParam("pageSize") String pageSize,
                                                @QueryParam("status") String status, @QueryParam("formId") String formId) {
        PageRequest request = Paging.byPage(page, "pageSize", pageSize, PageRequest.DEFAULT_SIZE, PageRequest.MAX_SIZE);
        var result = assignments.list(currentUser.caller(), new AssignmentUseCases.ListQuery(request,
                status == null || status.isBlank() ? null : AssignmentStatus.fromWire(status), QueryValues.text(formId)));
        return new AssignmentBodies.AssignmentList(result.items().stream().map(AssignmentBodies.AssignmentResponse::from).toList(),
                result.total(), request.page(), request.size());
    }

    @Authenticated
    @KeyScope(ApiScope.ASSIGNMENTS_READ)
    @GET
    @Path("/{id}")
    @Operation(summary = "One assignment")
    public AssignmentBodies.AssignmentResponse get(@PathParam("id") String id) {
        return AssignmentBodies.AssignmentResponse.from(assignments.get(currentUser.caller(), id));
    }

    @KeyScope(ApiScope.ASSIGNMENTS_WRITE)
    @POST
    @Path("/{id}/cancel")
    @Operation(summary = "Cancel a scheduled test", description = "`{reason}` of at least 10 characters (400 otherwise). A completed "
            + "assignment cannot be cancelled (409 `ASSIGNMENT_COMPLETED`).")
    public AssignmentBodies.AssignmentResponse cancel(@PathParam("id") String id, AssignmentBodies.CancelRequest body) {
        return AssignmentBodies.AssignmentResponse.from(assignments.cancel(currentUser.caller(), id, body == null ? null : body.reason()));
    }

    @KeyScope(ApiScope.ASSIGNMENTS_WRITE)
    @POST
    @Path("/{id}/reactivate")
    @Consumes(MediaType.WILDCARD)
    @Operation(summary = "Reactivate a cancelled test", description = "409 `ASSIGNMENT_NOT_CANCELLED` unless it is cancelled.")
    public AssignmentBodies.AssignmentResponse reactivate(@PathParam("id") String id) {
        return AssignmentBodies.AssignmentResponse.from(assignments.reactivate(currentUser.caller(), id));
    }

    @KeyForbidden
    @GET
    @Path("/{token}/draft")
    @PermitAll
    @PublicRateLimited
    @Operation(summary = "Load the saved draft (public, by link token)", description = "`{answers, updatedAt}`; answers to questions or "
            + "options removed since are left out. Empty answers when nothing was saved.")
    public TestLinkBodies.DraftResponse draft(@PathParam("token") String token) {
        return testLinks.draft(token).map(TestLinkBodies.DraftResponse::from).orElse(TestLinkBodies.DraftResponse.EMPTY);
    }

    @KeyForbidden
    @PUT
    @Path("/{token}/draft")
    @PermitAll
    @PublicRateLimited
    @Operation(summary = "Save a draft (public, by link token)", description = "`{answers: [{questionId, optionId}]}` (at most 1000). "
            + "Every answer must belong to the form (400). 402 `PAYMENT_REQUIRED` while a charge is pending.")
    public TestLinkBodies.DraftResponse saveDraft(@PathParam("token") String token, TestLinkBodies.AnswersRequest body) {
        var saved = testLinks.saveDraft(token, AnswerBody.toAnswers(body == null ? null : body.answers()), currentUser.ip());
        return TestLinkBodies.DraftResponse.from(saved);
    }
}
