package app.assessment.adapters.rest.people;

import org.jboss.resteasy.reactive.RestForm;
import org.jboss.resteasy.reactive.multipart.FileUpload;
import app.assessment.application.port.in.people.ImportPeopleUseCase;
import app.assessment.adapters.rest.idempotency.Idempotent;
import app.assessment.adapters.rest.security.KeyScope;
import app.assessment.domain.apikey.ApiScope;
import app.assessment.adapters.rest.shared.QueryValues;
import app.assessment.adapters.rest.people.CandidateBodies.CandidateProfileResponse;
import app.assessment.adapters.rest.people.CandidateBodies.CandidateRequest;
import app.assessment.adapters.rest.people.CandidateBodies.CandidateResponse;
import app.assessment.adapters.rest.people.CandidateBodies.PromoteResponse;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.application.port.in.accommodation.ShowAccommodationUseCase;
import app.assessment.application.port.in.people.CreateCandidateUseCase;
import app.assessment.domain.assignment.CandidateParticipant;
import app.assessment.domain.attempt.Accommodation;
import java.util.Optional;
import app.assessment.application.port.in.people.DeleteCandidateUseCase;
import app.assessment.application.port.in.people.GetCandidateUseCase;
import app.assessment.application.port.in.people.ListCandidatesUseCase;
import app.assessment.application.port.in.people.PromoteCandidateUseCase;
import app.assessment.application.port.in.people.UpdateCandidateUseCase;
import app.assessment.domain.people.CandidateStatus;
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
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/candidates")
@Tag(name = "Candidates")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
public class CandidatesResource {


    private final ListCandidatesUseCase list;
    private final GetCandidateUseCase get;
    private final CreateCandidateUseCase create;
    private final UpdateCandidateUseCase update;
    private final PromoteCandidateUseCase promote;
    private final DeleteCandidateUseCase delete;
    private final CurrentUser currentUser;
    private final ImportPeopleUseCase importer;
    private final ShowAccommodationUseCase accommodations;

    public CandidatesResource(ListCandidatesUseCase list, GetCandidateUseCase get, CreateCandidateUseCase create,
                              UpdateCandidateUseCase update, PromoteCandidateUseCase promote, DeleteCandidateUseCase delete,
                              CurrentUser currentUser,
                              ShowAccommodationUseCase accommodations,
                            ImportPeopleUseCase importer) {
        this.importer = importer;
        this.list = list;
        this.get = get;
        this.create = create;
        this.update = update;
        this.promote = promote;
        this.delete = delete;
        this.currentUser = currentUser;
        this.accommodations = accommodations;
    }

    @KeyScope(ApiScope.PEOPLE_READ)
    @GET
    @Operation(summary = "Candidates of the caller's organization", description = "In name order; removed candidates are "
            + "left out.")
    public ListResponse<CandidateResponse> list(
            @BeanParam ListParameters parameters,
            @Parameter(description = "`ACTIVE`, `INACTIVE`, `APPROVED`, `REJECTED` or `PROMOTED`; absent means any") @QueryParam("status") String status) {
        var candidates = list.list(currentUser.caller(), parameters.search(),
                QueryValues.optional(status, CandidateStatus::fromWire), parameters.page());
        return ListResponse.from(candidates, CandidateResponse::listed);
    }

    @KeyScope(ApiScope.PEOPLE_WRITE)
    @Idempotent
    @POST
    @APIResponse(responseCode = "201", description = "Created", content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = CandidateResponse.class)))
    @Operation(summary = "Create a candidate", description = "201 with the candidate. 409 `DUPLICATE_EMAIL` when a candidate "
            + "of the organization has the e-mail.")
    public Response create(CandidateRequest body) {
        var candidate = create.create(currentUser.caller(), PeopleParameters.required(body).data());
        return Response.status(Response.Status.CREATED).entity(CandidateResponse.from(candidate, accommodationOf(candidate.id()))).build();
    }

    @POST
    @Path("/import")
    @KeyScope(ApiScope.PEOPLE_WRITE)
    @Idempotent
    @Consumes(MediaType.MULTIPART_FORM_DATA)
    @RolesAllowed({"ADMIN", "SUPER_ADMIN"})
    @Operation(summary = "Import candidates from a CSV file (ADMIN, SUPER_ADMIN)",
            description = "Columns: `name`, `email`, `phone`, `status`, `cpfCnpj`. " + PeopleImport.DESCRIPTION)
    public PeopleImport.ImportResponse importFile(@RestForm("file") FileUpload file,
            @Parameter(description = "`true`: check and count, write nothing") @QueryParam("dryRun") String dryRun) {
        return PeopleImport.ImportResponse.from(importer.importCandidates(currentUser.caller(),
                PeopleImport.rows(file, ImportPeopleUseCase.CANDIDATE_FIELDS), PeopleImport.dryRun(dryRun)));
    }

    @KeyScope(ApiScope.PEOPLE_READ)
    @GET
    @Path("/{id}")
    @Operation(summary = "A candidate with their assessment history", description = "404 when absent, removed or of another "
            + "organization.")
    public CandidateProfileResponse get(@PathParam("id") String id) {
        var profile = get.get(currentUser.caller(), id);
        return CandidateProfileResponse.from(profile, accommodationOf(profile.candidate().id()));
    }

    @KeyScope(ApiScope.PEOPLE_WRITE)
    @PUT
    @Path("/{id}")
    @Operation(summary = "Update a candidate", description = "Only the fields sent change. 404 when absent, removed or of "
            + "another organization; 409 `DUPLICATE_EMAIL`.")
    public CandidateResponse update(@PathParam("id") String id, CandidateRequest body) {
        var candidate = update.update(currentUser.caller(), id, PeopleParameters.required(body).data());
        return CandidateResponse.from(candidate, accommodationOf(candidate.id()));
    }

    @KeyScope(ApiScope.PEOPLE_WRITE)
    @POST
    @Path("/{id}/promote")
    @Consumes(MediaType.WILDCARD) // No body is read; clients may send none, or any.
    @RolesAllowed({"ADMIN", "SUPER_ADMIN"})
    @Operation(summary = "Promote a candidate to student (ADMIN, SUPER_ADMIN)", description = "Creates an `ACTIVE` student with "
            + "the candidate's name, e-mail and phone and marks the candidate `PROMOTED` with `promotedStudentId`, in one "
            + "transaction; the candidate stays, and its assessments are readable from both. `{success: true, studentId}`. "
            + "409 `CANDIDATE_ALREADY_PROMOTED` the second time; 409 `DUPLICATE_EMAIL` when a student has the e-mail.")
    public PromoteResponse promote(@PathParam("id") String id) {
        return new PromoteResponse(true, promote.promote(currentUser.caller(), id));
    }

    @KeyScope(ApiScope.PEOPLE_WRITE)
    @DELETE
    @Path("/{id}")
    @RolesAllowed({"ADMIN", "SUPER_ADMIN"})
    @Operation(summary = "Remove a candidate (ADMIN, SUPER_ADMIN)", description = "The candidate answers 404 from then on; its "
            + "row stays for the assessments that name it. `{ok: true}`.")
    public OkResponse delete(@PathParam("id") String id) {
        delete.delete(currentUser.caller(), id);
        return OkResponse.OK;
    }

    /** Read after the person's own use case (which answered 404 first), as the caller may see it. */
    private Optional<Accommodation> accommodationOf(String candidateId) {
        return accommodations.of(currentUser.caller(), new CandidateParticipant(candidateId));
    }
}
