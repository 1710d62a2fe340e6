package app.assessment.adapters.rest.user;

import app.assessment.adapters.rest.security.KeyForbidden;
import io.quarkus.security.Authenticated;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.adapters.rest.security.PublicUrls;
import app.assessment.application.port.in.auth.LogOutEverywhereUseCase;
import app.assessment.application.port.in.user.CreateUserUseCase;
import app.assessment.application.port.in.user.ListUsersUseCase;
import app.assessment.application.port.in.user.ProfileUseCase;
import app.assessment.application.port.in.user.UpdateUserUseCase;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Role;
import io.vertx.core.http.HttpServerRequest;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/users")
@Tag(name = "Users")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@KeyForbidden
public class UsersResource {

    private final CreateUserUseCase createUser;
    private final UpdateUserUseCase updateUser;
    private final ListUsersUseCase listUsers;
    private final ProfileUseCase profiles;
    private final LogOutEverywhereUseCase logOutEverywhere;
    private final CurrentUser currentUser;
    private final PublicUrls urls;
    private final HttpServerRequest request;

    public UsersResource(CreateUserUseCase createUser, UpdateUserUseCase updateUser, ListUsersUseCase listUsers,
                         ProfileUseCase profiles, LogOutEverywhereUseCase logOutEverywhere, CurrentUser currentUser,
                         PublicUrls urls, HttpServerRequest request) {
        this.createUser = createUser;
        this.updateUser = updateUser;
        this.listUsers = listUsers;
        this.profiles = profiles;
        this.logOutEverywhere = logOutEverywhere;
        this.currentUser = currentUser;
        this.urls = urls;
        this.request = request;
    }

    @POST
    @RolesAllowed({"ADMIN", "SUPER_ADMIN"})
    @Operation(summary = "Create a user", description = "201 `{success, userId}`. 409 `DUPLICATE_EMAIL` / `DUPLICATE_USERNAME`; "
            + "403 when an ADMIN asks for SUPER_ADMIN. A PROFESSOR gets a linked teacher profile. A STUDENT account needs "
            + "`studentId`, a student of the same organization (404 otherwise; 422 `STUDENT_ID_REQUIRED` without it, "
            + "`STUDENT_LINK_NEEDS_STUDENT_ROLE` with another role; 409 `STUDENT_ALREADY_LINKED`). `organizationId`: a SUPER_ADMIN "
            + "creates the user there (404 for an unknown one), by default in their own organization; anyone else in their own, "
            + "and naming another organization is 404, as any record of another tenant.")
    public Response create(UserBodies.CreateUserRequest body) {
        UserBodies.CreateUserRequest b = required(body);
        String id = createUser.create(new CreateUserUseCase.Command(currentUser.caller(), b.firstName(), b.lastName(), b.name(),
                b.email(), b.username(), b.password(), b.role() == null ? null : Role.fromWire(b.role()), b.organizationId(),
                b.studentId()));
        return Response.status(Response.Status.CREATED).entity(new UserBodies.CreateUserResponse(true, id)).build();
    }

    @PUT
    @Operation(summary = "Update a user", description = "The name is also written to the linked teacher profile. "
            + "`studentId` (administrators, STUDENT accounts only) links the account to a student of the organization.")
    public UserBodies.UserResponse update(UserBodies.UpdateUserRequest body) {
        UserBodies.UpdateUserRequest b = required(body);
        var user = updateUser.update(new UpdateUserUseCase.Command(currentUser.caller(), b.id(), b.name(), b.firstName(),
                b.lastName(), b.role() == null ? null : Role.fromWire(b.role()), b.active(), b.password(), b.studentId()));
        return UserBodies.UserResponse.from(user, urls.base(request));
    }

    @GET
    @RolesAllowed({"ADMIN", "SUPER_ADMIN"})
    @Operation(summary = "Users of the caller's organization")
    public UserBodies.UserList list() {
        String base = urls.base(request);
        var users = listUsers.list(currentUser.caller()).stream().map(u -> UserBodies.UserResponse.from(u, base)).toList();
        return new UserBodies.UserList(users, users.size());
    }

    @POST
    @Path("/{id}/sessions/revoke")
    @Consumes(MediaType.WILDCARD)
    @RolesAllowed({"ADMIN", "SUPER_ADMIN"})
    @Operation(summary = "End every session of a user", description = "ADMIN and SUPER_ADMIN, for users of their own "
            + "organization (404 otherwise; a SUPER_ADMIN's sessions only by a SUPER_ADMIN, 403). The user's session version "
            + "grows, so each of their tokens is refused from the next request on. `{ok: true, ended}`.")
    public Map<String, Object> endSessions(@PathParam("id") String id) {
        return Map.of("ok", true, "ended", logOutEverywhere.endAllSessionsOf(currentUser.caller(), id));
    }

    @GET
    @Authenticated
    @Path("/{id}/image")
    @Produces({"image/jpeg", "image/png", "image/webp", "application/problem+json"})
    @Operation(summary = "A user's profile picture", description = "Users of the caller's organization only (404 otherwise).")
    public Response image(@PathParam("id") String id) {
        var image = profiles.image(currentUser.caller(), id).orElseThrow(() -> DomainException.notFound("Image"));
        return Response.ok(image.content(), image.contentType()).header("Cache-Control", "private, max-age=300").build();
    }

    private static <T> T required(T body) {
        if (body == null) {
            throw DomainException.invalid("body", "is required");
        }
        return body;
    }
}
