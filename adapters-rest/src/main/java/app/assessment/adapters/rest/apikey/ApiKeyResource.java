package app.assessment.adapters.rest.apikey;

import app.assessment.adapters.rest.apikey.ApiKeyBodies.ApiKeyRequest;
import app.assessment.adapters.rest.apikey.ApiKeyBodies.ApiKeyResponse;
import app.assessment.adapters.rest.apikey.ApiKeyBodies.CreatedApiKeyResponse;
import app.assessment.adapters.rest.idempotency.Idempotent;
import app.assessment.adapters.rest.people.OkResponse;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.adapters.rest.security.KeyForbidden;
import app.assessment.application.port.in.apikey.CreateApiKeyUseCase;
import app.assessment.application.port.in.apikey.CreateApiKeyUseCase.CreateApiKeyCommand;
import app.assessment.application.port.in.apikey.ListApiKeysUseCase;
import app.assessment.application.port.in.apikey.RevokeApiKeyUseCase;
import app.assessment.domain.apikey.ApiKey;
import app.assessment.domain.shared.DomainException;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** Issue 47: an organization's API keys (ADMIN, SUPER_ADMIN; never reachable with a key). */
@Path("/api/admin/api-keys")
@Tag(name = "Administration")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@RolesAllowed({"ADMIN", "SUPER_ADMIN"})
@KeyForbidden
public class ApiKeyResource {

    private final CreateApiKeyUseCase create;
    private final ListApiKeysUseCase list;
    private final RevokeApiKeyUseCase revoke;
    private final CurrentUser currentUser;

    public ApiKeyResource(CreateApiKeyUseCase create, ListApiKeysUseCase list, RevokeApiKeyUseCase revoke, CurrentUser currentUser) {
        this.create = create;
        this.list = list;
        this.revoke = revoke;
        this.currentUser = currentUser;
    }

    @GET
    @Operation(summary = "The organization's API keys", description = "Name, prefix, scopes, created, expires, last used at and from which IP; never the key.")
    public List<ApiKeyResponse> list() {
        return list.list(currentUser.caller()).stream().map(ApiKeyResponse::from).toList();
    }

    @POST
    @Idempotent
    @Operation(summary = "Create an API key", description = "201 with `key` (`ask_...`), shown this once and stored only as a hash. "
            + "`scopes`: `forms:read`, `forms:write`, `people:read`, `people:write`, `assignments:read`, `assignments:write`, "
            + "`results:read`, `payments:read`. `expiresAt` optional. Send it as `Authorization: Bearer <key>`.")
    public Response create(ApiKeyRequest body) {
        if (body == null) {
            throw DomainException.invalid("name", "is required");
        }
        var created = create.create(currentUser.caller(),
                new CreateApiKeyCommand(body.name(), CreateApiKeyCommand.scopesOf(body.scopes()), body.expiresAt()));
        ApiKey k = created.apiKey();
        ApiKeyResponse listed = ApiKeyResponse.from(k);
        return Response.status(Response.Status.CREATED).entity(new CreatedApiKeyResponse(k.id(), k.name(), k.prefix(),
                listed.scopes(), k.createdAt(), k.expiresAt(), created.key())).build();
    }

    @DELETE
    @Path("/{id}")
    @Operation(summary = "Revoke an API key", description = "The next request with it is 401, on every instance.")
    public OkResponse revoke(@PathParam("id") String id) {
        revoke.revoke(currentUser.caller(), id);
        return new OkResponse(true);
    }
}
