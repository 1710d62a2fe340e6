package app.assessment.adapters.rest.people;

import org.jboss.resteasy.reactive.multipart.FileUpload;
import app.assessment.application.port.in.people.ImportPeopleUseCase;
import app.assessment.adapters.rest.idempotency.Idempotent;
import app.assessment.adapters.rest.security.KeyScope;
import app.assessment.domain.apikey.ApiScope;
import app.assessment.adapters.rest.shared.QueryValues;
import app.assessment.adapters.rest.people.StudentBodies.StudentProfileResponse;
import app.assessment.adapters.rest.people.StudentBodies.StudentRequest;
import app.assessment.adapters.rest.people.StudentBodies.StudentResponse;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.application.port.in.accommodation.ShowAccommodationUseCase;
import app.assessment.application.port.in.people.CreateStudentUseCase;
import app.assessment.domain.assignment.StudentParticipant;
import app.assessment.domain.attempt.Accommodation;
import java.util.Optional;
import app.assessment.application.port.in.people.DeleteStudentUseCase;
import app.assessment.application.port.in.people.GetStudentUseCase;
import app.assessment.application.port.in.people.ListStudentsUseCase;
import app.assessment.application.port.in.people.UpdateStudentUseCase;
import app.assessment.domain.people.StudentStatus;
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
import org.jboss.resteasy.reactive.RestForm;

@Path("/api/students")
@Tag(name = "Students")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
public class StudentsResource {


    // Both create methods serve one documented operation, so they share its text.
    private static final String CREATE = "JSON, or multipart/form-data with the same fields as form fields (`age` a whole "
            + "number). `name` and `status` are required. 201 with the student; 409 `DUPLICATE_EMAIL` when a student of the "
            + "organization has the e-mail.";

    private final ListStudentsUseCase list;
    private final GetStudentUseCase get;
    private final CreateStudentUseCase create;
    private final UpdateStudentUseCase update;
    private final DeleteStudentUseCase delete;
    private final CurrentUser currentUser;
    private final ImportPeopleUseCase importer;
    private final ShowAccommodationUseCase accommodations;

    public StudentsResource(ListStudentsUseCase list, GetStudentUseCase get, CreateStudentUseCase create,
                            UpdateStudentUseCase update, DeleteStudentUseCase delete, CurrentUser currentUser,
                            ShowAccommodationUseCase accommodations,
                            ImportPeopleUseCase importer) {
        this.importer = importer;
        this.accommodations = accommodations;
        this.list = list;
        this.get = get;
        this.create = create;
        this.update = update;
        this.delete = delete;
        this.currentUser = currentUser;
    }

    @KeyScope(ApiScope.PEOPLE_READ)
    @GET
    @Operation(summary = "Students of the caller's organization", description = "In name order; deleted students are left out.")
    public ListResponse<StudentResponse> list(
            @BeanParam ListParameters parameters,
            @Parameter(description = "`ACTIVE`, `INACTIVE`, `SUSPENDED` or `GRADUATED`; absent means any") @QueryParam("status") String status) {
        var students = list.list(currentUser.caller(), parameters.search(),
                QueryValues.optional(status, StudentStatus::fromWire), parameters.page());
        return ListResponse.from(students, StudentResponse::listed);
    }

    @KeyScope(ApiScope.PEOPLE_WRITE)
    @Idempotent
    @POST
    @APIResponse(responseCode = "201", description = "Created", content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = StudentResponse.class)))
    @Operation(summary = "Create a student", description = CREATE)
    public Response create(StudentRequest body) {
        return created(PeopleParameters.required(body));
    }

    @KeyScope(ApiScope.PEOPLE_WRITE)
    @Idempotent
    @POST
    @Consumes(MediaType.MULTIPART_FORM_DATA)
    @APIResponse(responseCode = "201", description = "Created", content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = StudentResponse.class)))
    @Operation(summary = "Create a student", description = CREATE)
    public Response createFromForm(@RestForm String name, @RestForm String status, @RestForm String age,
                                   @RestForm String grade, @RestForm String gender, @RestForm String email,
                                   @RestForm String phone, @RestForm String cpfCnpj) {
        Integer years = QueryValues.integer("age", age, "must be a whole number between 0 and 150");
        return created(new StudentRequest(name, status, years, grade, gender, email, phone, cpfCnpj, null));
    }

    @POST
    @Path("/import")
    @KeyScope(ApiScope.PEOPLE_WRITE)
    @Idempotent
    @Consumes(MediaType.MULTIPART_FORM_DATA)
    @RolesAllowed({"ADMIN", "SUPER_ADMIN"})
    @Operation(summary = "Import students from a CSV file (ADMIN, SUPER_ADMIN)",
            description = "Columns: `name`, `email`, `phone`, `status`, `cpfCnpj`, `age`, `grade`, `gender`. " + PeopleImport.DESCRIPTION)
    public PeopleImport.ImportResponse importFile(@RestForm("file") FileUpload file,
            @Parameter(description = "`true`: check and count, write nothing") @QueryParam("dryRun") String dryRun) {
        return PeopleImport.ImportResponse.from(importer.importStudents(currentUser.caller(),
                PeopleImport.rows(file, ImportPeopleUseCase.STUDENT_FIELDS), PeopleImport.dryRun(dryRun)));
    }

    @KeyScope(ApiScope.PEOPLE_READ)
    @GET
    @Path("/{id}")
    @Operation(summary = "A student with their submission history", description = "404 when absent, deleted or of another "
            + "organization.")
    public StudentProfileResponse get(@PathParam("id") String id) {
        var profile = get.get(currentUser.caller(), id);
        return StudentProfileResponse.from(profile, accommodationOf(profile.student().id()));
    }

    @KeyScope(ApiScope.PEOPLE_WRITE)
    @PUT
    @Path("/{id}")
    @Operation(summary = "Update a student", description = "Only the fields sent change. 404 when absent, deleted or of "
            + "another organization; 409 `DUPLICATE_EMAIL`.")
    public StudentResponse update(@PathParam("id") String id, StudentRequest body) {
        var student = update.update(currentUser.caller(), id, PeopleParameters.required(body).data());
        return StudentResponse.from(student, accommodationOf(student.id()));
    }

    @KeyScope(ApiScope.PEOPLE_WRITE)
    @DELETE
    @Path("/{id}")
    @RolesAllowed({"ADMIN", "SUPER_ADMIN"})
    @Operation(summary = "Delete a student (ADMIN, SUPER_ADMIN)", description = "Soft delete: the record keeps its row with "
            + "`deletedAt` and answers 404 from then on; its submissions stay readable. `{ok: true}`.")
    public OkResponse delete(@PathParam("id") String id) {
        delete.delete(currentUser.caller(), id);
        return OkResponse.OK;
    }

    private Response created(StudentRequest body) {
        var student = create.create(currentUser.caller(), body.data());
        return Response.status(Response.Status.CREATED).entity(StudentResponse.from(student, accommodationOf(student.id()))).build();
    }

    /** Read after the person's own use case (which answered 404 first), as the caller may see it. */
    private Optional<Accommodation> accommodationOf(String studentId) {
        return accommodations.of(currentUser.caller(), new StudentParticipant(studentId));
    }
}
