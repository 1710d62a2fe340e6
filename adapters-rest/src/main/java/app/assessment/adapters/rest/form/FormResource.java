package app.assessment.adapters.rest.form;

import app.assessment.adapters.rest.idempotency.Idempotent;
import app.assessment.adapters.rest.security.KeyScope;
import app.assessment.domain.apikey.ApiScope;
import app.assessment.adapters.rest.shared.TotalRelation;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.adapters.rest.shared.Paging;
import app.assessment.adapters.rest.shared.QueryValues;
import app.assessment.application.port.in.form.FormUseCases;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.domain.shared.DomainException;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/forms")
@Tag(name = "Forms")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
public class FormResource {

    private final FormUseCases forms;
    private final CurrentUser currentUser;

    public FormResource(FormUseCases forms, CurrentUser currentUser) {
        this.forms = forms;
        this.currentUser = currentUser;
    }

    @KeyScope(ApiScope.FORMS_READ)
    @GET
    @Operation(summary = "List forms", description = "`page` (default 1), `limit` (default 20, at most 100), `search` (title, "
            + "case- and accent-insensitive; three characters or more match any part, fewer the start), `published`, `isTemplate`. A PROFESSOR sees the forms they created and the "
            + "organization's templates; administrators see all of the organization's. Newest first.")
    public FormBodies.FormList list(@QueryParam("page") String page, @QueryParam("limit") String limit,
                                    @QueryParam("search") String search, @QueryParam("published") String published,
                                    @QueryParam("isTemplate") String template) {
        PageRequest request = Paging.byLimit(page, limit);
        var result = forms.list(currentUser.caller(), new FormUseCases.ListQuery(request, search,
                QueryValues.bool("published", published), QueryValues.bool("isTemplate", template)));
        return new FormBodies.FormList(result.items().stream().map(FormBodies.FormSummary::from).toList(), result.total(), request.page(),
                TotalRelation.of(result.totalCapped()));
    }

    @KeyScope(ApiScope.FORMS_WRITE)
    @Idempotent
    @POST
    @Operation(summary = "Create a form", description = "201 with the created form.")
    public Response create(FormBodies.FormRequest body) {
        var form = forms.create(required(body).toCommand(currentUser.caller()));
        return Response.status(Response.Status.CREATED).entity(FormBodies.FormResponse.from(form)).build();
    }

    @KeyScope(ApiScope.FORMS_READ)
    @GET
    @Path("/{id}")
    @Operation(summary = "A form with all its questions and options", description = "The `ETag` header is the form's "
            + "version; send it back as `If-Match` on `PUT` to refuse the edit (412) when someone changed the form meanwhile.")
    @APIResponse(responseCode = "200", description = "The form; header `ETag` is its version",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = FormBodies.FormResponse.class)))
    public Response get(@PathParam("id") String id) {
        return withVersion(Response.ok(), forms.get(currentUser.caller(), id));
    }

    @KeyScope(ApiScope.FORMS_WRITE)
    @PUT
    @Path("/{id}")
    @Operation(summary = "Update a form", description = "Same body as create. Submitted results never change: answers keep a "
            + "snapshot of their question, option and points. A PROFESSOR may update only forms they created (403). "
            + "Edits of one form at once run one after another (the last one wins). With `If-Match: <ETag of a read>` the edit "
            + "is refused with 412 `FORM_EDITED_CONCURRENTLY` when the form changed since that read, so no edit is lost unseen. "
            + "The answer carries the new `ETag`.")
    @APIResponse(responseCode = "200", description = "The updated form; header `ETag` is its new version",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = FormBodies.FormResponse.class)))
    public Response update(@PathParam("id") String id, @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch,
                           FormBodies.FormRequest body) {
        return withVersion(Response.ok(), forms.update(id, required(body).toCommand(currentUser.caller()), FormVersions.fromIfMatch(ifMatch)));
    }

    private static Response withVersion(Response.ResponseBuilder response, FormUseCases.VersionedForm form) {
        return response.entity(FormBodies.FormResponse.from(form.form())).tag(FormVersions.etag(form.version())).build();
    }

    @KeyScope(ApiScope.FORMS_WRITE)
    @DELETE
    @Path("/{id}")
    @Operation(summary = "Delete a form (soft)", description = "`{ok: true}`. The form is 404 afterwards; its submissions stay readable.")
    public Map<String, Boolean> delete(@PathParam("id") String id) {
        forms.delete(currentUser.caller(), id);
        return Map.of("ok", true);
    }

    private static FormBodies.FormRequest required(FormBodies.FormRequest body) {
        if (body == null) {
            throw DomainException.invalid("title", "is required");
        }
        return body;
    }
}
