package app.assessment.adapters.rest.accommodation;

import app.assessment.adapters.rest.security.KeyForbidden;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.application.port.in.accommodation.ImportAccommodationsUseCase;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/accommodations/import")
@Tag(name = "Accommodations")
@Produces(MediaType.APPLICATION_JSON)
@KeyForbidden
public class AccommodationImportResource {

    private final ImportAccommodationsUseCase importer;
    private final CurrentUser currentUser;

    public AccommodationImportResource(ImportAccommodationsUseCase importer, CurrentUser currentUser) {
        this.importer = importer;
        this.currentUser = currentUser;
    }

    @POST
    @Consumes("text/csv")
    @RolesAllowed({"ADMIN", "SUPER_ADMIN"})
    @Operation(summary = "Import accommodations from CSV (ADMIN, SUPER_ADMIN)", description = "RFC 4180 CSV, UTF-8. The first "
            + "line is a header (skipped); columns by position: participant (a student's or candidate's id, or an e-mail of "
            + "one of the organization: an e-mail a student and a candidate share is an error, send the id; a promoted "
            + "candidate is found by id only), timeMultiplier (1.0..4.0, empty = 1.0), extraMinutes (0..600, empty = 0), "
            + "reason (optional, 500 characters). All or nothing in one transaction: any bad line answers 400 "
            + "`VALIDATION_FAILED` with every error in `errors` (`field` = `line N`, header = line 1) and applies nothing; "
            + "another organization's id is an unknown participant. At most 10,000 lines (413 `IMPORT_TOO_LARGE`). "
            + "200 `{applied: n}`.")
    public ImportResponse importCsv(String body) {
        return new ImportResponse(importer.importLines(currentUser.caller(), AccommodationCsv.lines(body)));
    }

    @Schema(name = "AccommodationImport")
    record ImportResponse(@Schema(description = "How many accommodations were set") int applied) {
    }
}
