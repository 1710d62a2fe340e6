package app.assessment.adapters.rest.organization;

import app.assessment.adapters.rest.security.KeyForbidden;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.application.port.in.organization.CreateOrganizationUseCase;
import app.assessment.application.port.in.organization.ListOrganizationsUseCase;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.shared.DomainException;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/admin/organizations")
@Tag(name = "Administration")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@RolesAllowed("SUPER_ADMIN")
@KeyForbidden
public class OrganizationsResource {

    private final CreateOrganizationUseCase create;
    private final ListOrganizationsUseCase list;
    private final CurrentUser currentUser;

    public OrganizationsResource(CreateOrganizationUseCase create, ListOrganizationsUseCase list, CurrentUser currentUser) {
        this.create = create;
        this.list = list;
        this.currentUser = currentUser;
    }

    public record OrganizationRequest(String name) {
    }

    public record OrganizationResponse(String id, String name, Instant createdAt) {
        static OrganizationResponse from(Organization o) {
            return new OrganizationResponse(o.id(), o.name(), o.createdAt());
        }
    }

    @GET
    @Operation(summary = "All organizations (SUPER_ADMIN)")
    public List<OrganizationResponse> list() {
        return list.listAll(currentUser.caller()).stream().map(OrganizationResponse::from).toList();
    }

    @POST
    @Operation(summary = "Create an organization (SUPER_ADMIN)", description = "201 `{id, name, createdAt}`; 409 `DUPLICATE_ORGANIZATION`.")
    public Response create(OrganizationRequest body) {
        if (body == null) {
            throw DomainException.invalid("name", "must not be blank");
        }
        Organization created = create.create(new CreateOrganizationUseCase.Command(currentUser.caller(), body.name()));
        return Response.status(Response.Status.CREATED).entity(OrganizationResponse.from(created)).build();
    }
}
