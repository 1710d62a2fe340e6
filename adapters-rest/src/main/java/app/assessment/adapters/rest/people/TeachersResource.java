package app.assessment.adapters.rest.people;

import app.assessment.adapters.rest.idempotency.Idempotent;
import app.assessment.adapters.rest.security.KeyScope;
import app.assessment.domain.apikey.ApiScope;
import app.assessment.adapters.rest.people.TeacherBodies.TeacherRequest;
import app.assessment.adapters.rest.people.TeacherBodies.TeacherResponse;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.application.port.in.people.CreateTeacherUseCase;
import app.assessment.application.port.in.people.DeleteTeacherUseCase;
import app.assessment.application.port.in.people.GetTeacherUseCase;
import app.assessment.application.port.in.people.ListTeachersUseCase;
import app.assessment.application.port.in.people.UpdateTeacherUseCase;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/teachers")
@Tag(name = "Teachers")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
public class TeachersResource {

    private final ListTeachersUseCase list;
    private final GetTeacherUseCase get;
    private final CreateTeacherUseCase create;
    private final UpdateTeacherUseCase update;
    private final DeleteTeacherUseCase delete;
    private final CurrentUser currentUser;

    public TeachersResource(ListTeachersUseCase list, GetTeacherUseCase get, CreateTeacherUseCase create,
                            UpdateTeacherUseCase update, DeleteTeacherUseCase delete, CurrentUser currentUser) {
        this.list = list;
        this.get = get;
        this.create = create;
        this.update = update;
        this.delete = delete;
        this.currentUser = currentUser;
    }

    @KeyScope(ApiScope.PEOPLE_READ)
    @GET
    @Operation(summary = "Teachers of the caller's organization", description = "With and without sign-in accounts, in name "
            + "order; removed teachers are left out.")
    public ListResponse<TeacherResponse> list(@BeanParam ListParameters parameters) {
        var teachers = list.list(currentUser.caller(), parameters.search(), parameters.page());
        return ListResponse.from(teachers, TeacherResponse::from);
    }

    @KeyScope(ApiScope.PEOPLE_WRITE)
    @Idempotent
    @POST
    @APIResponse(responseCode = "201", description = "Created", content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = TeacherResponse.class)))
    @Operation(summary = "Create a teacher profile", description = "A teacher without a sign-in account (accounts come from "
            + "`POST /api/users`). 201 with the teacher; 409 `DUPLICATE_EMAIL` when a teacher of the organization has the e-mail.")
    public Response create(TeacherRequest body) {
        var teacher = create.create(currentUser.caller(), PeopleParameters.required(body).data());
        return Response.status(Response.Status.CREATED).entity(TeacherResponse.from(teacher)).build();
    }

    @KeyScope(ApiScope.PEOPLE_READ)
    @GET
    @Path("/{id}")
    @Operation(summary = "A teacher profile", description = "404 when absent, removed or of another organization.")
    public TeacherResponse get(@PathParam("id") String id) {
        return TeacherResponse.from(get.get(currentUser.caller(), id));
    }

    @KeyScope(ApiScope.PEOPLE_WRITE)
    @PUT
    @Path("/{id}")
    @Operation(summary = "Update a teacher", description = "Only the fields sent change; a linked account keeps its own name. "
            + "404 when absent, removed or of another organization; 409 `DUPLICATE_EMAIL`.")
    public TeacherResponse update(@PathParam("id") String id, TeacherRequest body) {
        return TeacherResponse.from(update.update(currentUser.caller(), id, PeopleParameters.required(body).data()));
    }

    @KeyScope(ApiScope.PEOPLE_WRITE)
    @DELETE
    @Path("/{id}")
    @RolesAllowed({"ADMIN", "SUPER_ADMIN"})
    @Operation(summary = "Remove a teacher (ADMIN, SUPER_ADMIN)", description = "The teacher answers 404 from then on; the row "
            + "stays for the assignments that name it. A linked account keeps working without a teacher profile. `{ok: true}`.")
    public OkResponse delete(@PathParam("id") String id) {
        delete.delete(currentUser.caller(), id);
        return OkResponse.OK;
    }
}
