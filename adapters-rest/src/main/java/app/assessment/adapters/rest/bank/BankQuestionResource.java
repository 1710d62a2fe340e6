package app.assessment.adapters.rest.bank;

import app.assessment.adapters.rest.idempotency.Idempotent;
import app.assessment.adapters.rest.security.KeyScope;
import app.assessment.domain.apikey.ApiScope;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.adapters.rest.shared.Paging;
import app.assessment.adapters.rest.shared.QueryValues;
import app.assessment.application.port.in.bank.BankQuestionUseCases;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.domain.shared.DomainException;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/question-banks/{bankId}/questions")
@Tag(name = "Question banks")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
public class BankQuestionResource {

    private final BankQuestionUseCases questions;
    private final CurrentUser currentUser;

    public BankQuestionResource(BankQuestionUseCases questions, CurrentUser currentUser) {
        this.questions = questions;
        this.currentUser = currentUser;
    }

    @KeyScope(ApiScope.FORMS_READ)
    @GET
    @Operation(summary = "List a bank's questions", description = "The latest version of each live question, by question id. "
            + "`page` (default 1), `limit` (default 20, at most 100); filters: `category` (a category id of the bank, 400 "
            + "otherwise) with `includeSubcategories` (true: the categories under it too), `tag` (repeatable: every tag given "
            + "must be carried), `type` (a question type), `search` (question text, case- and accent-insensitive).")
    public BankBodies.BankQuestionList list(@PathParam("bankId") String bankId, @QueryParam("page") String page,
                                            @QueryParam("limit") String limit, @QueryParam("category") String category,
                                            @QueryParam("includeSubcategories") String includeSubcategories,
                                            @QueryParam("tag") List<String> tags, @QueryParam("type") String type,
                                            @QueryParam("search") String search) {
        PageRequest request = Paging.byLimit(page, limit);
        var result = questions.list(currentUser.caller(), bankId, new BankQuestionUseCases.ListQuery(request, category,
                Boolean.TRUE.equals(QueryValues.bool("includeSubcategories", includeSubcategories)), tags, type, search));
        return new BankBodies.BankQuestionList(result.items().stream().map(BankBodies.BankQuestionResponse::from).toList(),
                result.total(), request.page());
    }

    @KeyScope(ApiScope.FORMS_WRITE)
    @Idempotent
    @POST
    @Operation(summary = "Add a question to a bank", description = "201 with the question at version 1. The bank's creator "
            + "or an administrator only (403 `BANK_NOT_OWNED`).")
    @APIResponse(responseCode = "201", description = "The question, version 1", content = @Content(
            mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = BankBodies.BankQuestionResponse.class)))
    public Response add(@PathParam("bankId") String bankId, BankBodies.BankQuestionRequest body) {
        var added = questions.add(currentUser.caller(), bankId, required(body).toCommand());
        return Response.status(Response.Status.CREATED).entity(BankBodies.BankQuestionResponse.from(added)).build();
    }

    @KeyScope(ApiScope.FORMS_READ)
    @GET
    @Path("/{questionId}")
    @Operation(summary = "A bank question at its latest version")
    public BankBodies.BankQuestionResponse get(@PathParam("bankId") String bankId, @PathParam("questionId") String questionId) {
        return BankBodies.BankQuestionResponse.from(questions.get(currentUser.caller(), bankId, questionId));
    }

    @KeyScope(ApiScope.FORMS_WRITE)
    @PUT
    @Path("/{questionId}")
    @Operation(summary = "Edit a bank question: a new version", description = "Same body as add. Writes the next version "
            + "(the question keeps its id, the version gets a new `versionId`); earlier versions never change, so attempts "
            + "given one keep it. Option ids sent must be the current version's.")
    public BankBodies.BankQuestionResponse edit(@PathParam("bankId") String bankId, @PathParam("questionId") String questionId,
                                                BankBodies.BankQuestionRequest body) {
        return BankBodies.BankQuestionResponse.from(questions.edit(currentUser.caller(), bankId, questionId,
                required(body).toCommand()));
    }

    @KeyScope(ApiScope.FORMS_WRITE)
    @DELETE
    @Path("/{questionId}")
    @Operation(summary = "Delete a bank question (soft)", description = "`{ok: true}`; 404 afterwards, left out of lists and "
            + "draws; its versions stay for the attempts given them.")
    public Map<String, Boolean> delete(@PathParam("bankId") String bankId, @PathParam("questionId") String questionId) {
        questions.delete(currentUser.caller(), bankId, questionId);
        return Map.of("ok", true);
    }

    @KeyScope(ApiScope.FORMS_READ)
    @GET
    @Path("/{questionId}/versions")
    @Operation(summary = "Every version of a bank question, oldest first")
    public BankBodies.VersionList versions(@PathParam("bankId") String bankId, @PathParam("questionId") String questionId) {
        return new BankBodies.VersionList(questions.versions(currentUser.caller(), bankId, questionId).stream()
                .map(BankBodies.BankQuestionResponse::from).toList());
    }

    private static BankBodies.BankQuestionRequest required(BankBodies.BankQuestionRequest body) {
        if (body == null || body.question == null) {
            throw DomainException.invalid("text", "is required");
        }
        return body;
    }
}
