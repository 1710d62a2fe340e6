package app.assessment.adapters.rest.form;

import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.adapters.rest.shared.QueryValues;
import app.assessment.application.port.in.form.FormUseCases;
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

    @GET
    @Operation(summary = "List forms", description = "`page` (default 1), `limit` (default 20, at most 100), `search` (title, "
            + "case- and accent-insensitive; three characters or more match any part, fewer the start), `published`, `isTemplate`. A PROFESSOR sees the forms they created and the "
            + "organization's templates; administrators see all of the organization's. Newest first.")
    public FormBodies.FormList list(@QueryParam("page") String page, @QueryParam("limit") String limit,
                                    @QueryParam("search") String search, @QueryParam("published") String published,
                                    @QueryParam("isTemplate") String template) {
        PageRequest request = PageRequest.of(QueryValues.integer("page", page), QueryValues.integer("limit", limit));
        var result = forms.list(currentUser.caller(), new FormUseCases.ListQuery(request, search,
                QueryValues.bool("published", published), QueryValues.bool("isTemplate", template)));
        return new FormBodies.FormList(result.items().stream().map(FormBodies.FormSummary::from).toList(), result.total(), request.page());
    }

    @POST
    @Operation(summary = "Create a form", description = "201 with the created form.")
    public Response create(FormBodies.FormRequest body) {
        var form = forms.create(required(body).toCommand(currentUser.caller()));
        return Response.status(Response.Status.CREATED).entity(FormBodies.FormResponse.from(form)).build();
    }

    @GET
    @Path("/{id}")
    @Operation(summary = "A form with all its questions and options")
    public FormBodies.FormResponse get(@PathParam("id") String id) {
        return FormBodies.FormResponse.from(forms.get(currentUser.caller(), id));
    }

    @PUT
    @Path("/{id}")
    @Operation(summary = "Update a form", description = "Same body as create. Submitted results never change: answers keep a "
            + "snapshot of their question, option and points. A PROFESSOR may update only forms they created (403).")
    public FormBodies.FormResponse update(@PathParam("id") String id, FormBodies.FormRequest body) {
        return FormBodies.FormResponse.from(forms.update(id, required(body).toCommand(currentUser.caller())));
    }

    @DELETE
    @Path("/{id}")
    @Operation(summary = "Delete a form (soft)", description = "`{ok: true}`. The form is 404 afterwards; its submissions stay readable.")
    public Map<String, Boolean> delete(@PathParam("id") String id) {
        forms.delete(currentUser.caller(), id);
        return Map.of("ok", true);
    }

    private static FormBodies.FormRequest required(FormBodies.FormRequest body) {
        if (body == null) {
            throw DomainException.invalid("title: is required");
        }
        return body;
    }
}
