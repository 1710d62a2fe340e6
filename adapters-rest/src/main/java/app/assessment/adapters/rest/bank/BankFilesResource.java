package app.assessment.adapters.rest.bank;

import app.assessment.adapters.rest.form.FormExportResource;
import app.assessment.adapters.rest.idempotency.Idempotent;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.adapters.rest.security.KeyScope;
import app.assessment.adapters.rest.shared.QueryValues;
import app.assessment.application.port.in.bank.BankInterchangeUseCases;
import app.assessment.domain.apikey.ApiScope;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.RestForm;
import org.jboss.resteasy.reactive.multipart.FileUpload;

/** A bank's questions from and to GIFT, Moodle XML and CSV files (issue 45, ADR 0054). */
@Path("/api/question-banks/{id}")
@Tag(name = "Question banks")
public class BankFilesResource {

    private final BankInterchangeUseCases files;
    private final CurrentUser currentUser;

    public BankFilesResource(BankInterchangeUseCases files, CurrentUser currentUser) {
        this.files = files;
        this.currentUser = currentUser;
    }

    @KeyScope(ApiScope.FORMS_WRITE)
    @Idempotent
    @POST
    @Path("/import")
    @Consumes(MediaType.MULTIPART_FORM_DATA)
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "Import questions from a GIFT, Moodle XML or CSV file", description = "Multipart field `file` (at most "
            + "10 MB); `format` = `gift` (the default) | `moodle-xml` | `csv`. Every question type of the service is read where the "
            + "format has it; a question the service cannot hold exactly is listed in `skipped` with its `position` (the line of a "
            + "GIFT question or CSV row, the index of a Moodle XML question) and the reason, never half-read. The rest are added "
            + "in one transaction, each as version 1, filed under the category path the file names (`$CATEGORY:` in GIFT; missing "
            + "categories are created): all or nothing. A file that cannot be read is 400 naming its line. `dryRun=true` reads "
            + "and counts and writes nothing. The bank's creator or an administrator (403 `BANK_NOT_OWNED`); another "
            + "organization's bank 404. 200 `{imported, skipped}`.")
    public ImportResponse importFile(@PathParam("id") String id, @RestForm("file") FileUpload file,
            @Parameter(schema = @Schema(type = SchemaType.STRING, enumeration = {"gift", "moodle-xml", "csv"}, defaultValue = "gift"))
            @QueryParam("format") String format,
            @Parameter(description = "`true`: read and count, write nothing") @QueryParam("dryRun") String dryRun) {
        // The bank is checked before the file: another organization's bank is 404 whatever was sent.
        try (InputStream in = file == null ? null : Files.newInputStream(file.uploadedFile())) {
            var imported = files.importFile(currentUser.caller(), id, FormExportResource.format(format), in,
                    Boolean.TRUE.equals(QueryValues.bool("dryRun", dryRun)));
            return new ImportResponse(imported.imported(), imported.skipped().stream()
                    .map(s -> new SkippedBody(s.position(), s.name(), s.reason())).toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @KeyScope(ApiScope.FORMS_READ)
    @GET
    @Path("/export")
    @Produces(MediaType.WILDCARD)
    @Operation(summary = "A bank's questions as GIFT, Moodle XML or CSV", description = "Every live question at its latest "
            + "version, with its category path and tags; what a format lacks travels in extensions Moodle ignores, so importing "
            + "the file into an empty bank gives the same questions (ADR 0054). `format` as for the import. Whoever may read the "
            + "bank; another organization's 404. Saved as `banco-<name>.gift.txt`, `.xml` or `.csv`.")
    public Response export(@PathParam("id") String id,
            @Parameter(schema = @Schema(type = SchemaType.STRING, enumeration = {"gift", "moodle-xml", "csv"}, defaultValue = "gift"))
            @QueryParam("format") String format) {
        return FormExportResource.file(files.export(currentUser.caller(), id, FormExportResource.format(format)));
    }

    @Schema(name = "BankImport")
    record ImportResponse(@Schema(description = "Questions added (or, on a dry run, that would be)") int imported,
                          List<SkippedBody> skipped) {
    }

    @Schema(name = "BankImportSkipped")
    record SkippedBody(@Schema(description = "The line (GIFT, CSV) or question index (Moodle XML)") int position,
                       @Schema(description = "The question's name in the file, when it has one") String name,
                       String reason) {
    }
}
