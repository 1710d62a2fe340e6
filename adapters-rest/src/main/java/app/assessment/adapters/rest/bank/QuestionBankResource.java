package app.assessment.adapters.rest.bank;

import app.assessment.adapters.rest.idempotency.Idempotent;
import app.assessment.adapters.rest.security.KeyScope;
import app.assessment.domain.apikey.ApiScope;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.adapters.rest.shared.Paging;
import app.assessment.application.port.in.bank.QuestionBankUseCases;
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
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/question-banks")
@Tag(name = "Question banks")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
public class QuestionBankResource {

    private final QuestionBankUseCases banks;
    private final CurrentUser currentUser;

    public QuestionBankResource(QuestionBankUseCases banks, CurrentUser currentUser) {
        this.banks = banks;
        this.currentUser = currentUser;
    }

    @KeyScope(ApiScope.FORMS_READ)
    @GET
    @Operation(summary = "List question banks", description = "`page` (default 1), `limit` (default 20, at most 100), `search` "
            + "(name, case- and accent-insensitive). Every staff member sees all of the organization's banks. Newest first.")
    public BankBodies.BankList list(@QueryParam("page") String page, @QueryParam("limit") String limit,
                                    @QueryParam("search") String search) {
        PageRequest request = Paging.byLimit(page, limit);
        var result = banks.list(currentUser.caller(), request, search);
        return new BankBodies.BankList(result.items().stream().map(BankBodies.BankResponse::from).toList(), result.total(),
                request.page());
    }

    @KeyScope(ApiScope.FORMS_WRITE)
    @Idempotent
    @POST
    @Operation(summary = "Create a question bank", description = "201 with the bank; the caller is its owner.")
    @APIResponse(responseCode = "201", description = "The created bank",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = BankBodies.BankResponse.class)))
    public Response create(BankBodies.BankRequest body) {
        var bank = banks.create(required(body).toCommand(currentUser.caller()));
        return Response.status(Response.Status.CREATED).entity(BankBodies.BankResponse.from(bank)).build();
    }

    @KeyScope(ApiScope.FORMS_READ)
    @GET
    @Path("/{id}")
    @Operation(summary = "A question bank with its category tree")
    public BankBodies.BankResponse get(@PathParam("id") String id) {
        return BankBodies.BankResponse.from(banks.get(currentUser.caller(), id));
    }

    @KeyScope(ApiScope.FORMS_WRITE)
    @PUT
    @Path("/{id}")
    @Operation(summary = "Update a question bank", description = "Same body as create; replaces name, description and the "
            + "category tree (categories keep the ids they are sent with). A PROFESSOR may update only banks they created (403 "
            + "`BANK_NOT_OWNED`).")
    public BankBodies.BankResponse update(@PathParam("id") String id, BankBodies.BankRequest body) {
        return BankBodies.BankResponse.from(banks.update(id, required(body).toCommand(currentUser.caller())));
    }

    @KeyScope(ApiScope.FORMS_WRITE)
    @DELETE
    @Path("/{id}")
    @Operation(summary = "Delete a question bank (soft)", description = "`{ok: true}`. The bank and its questions are 404 "
            + "afterwards and no draw picks them; the versions attempts were given stay readable to those attempts.")
    public Map<String, Boolean> delete(@PathParam("id") String id) {
        banks.delete(currentUser.caller(), id);
        return Map.of("ok", true);
    }

    private static BankBodies.BankRequest required(BankBodies.BankRequest body) {
        if (body == null) {
            throw DomainException.invalid("name", "is required");
        }
        return body;
    }
}
