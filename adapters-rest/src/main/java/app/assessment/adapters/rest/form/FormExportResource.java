package app.assessment.adapters.rest.form;

import app.assessment.adapters.rest.security.KeyScope;
import app.assessment.domain.apikey.ApiScope;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.adapters.rest.shared.ContentDisposition;
import app.assessment.application.port.in.form.ExportFormQuestionsUseCase;
import app.assessment.application.port.out.bank.QuestionInterchange;
import app.assessment.domain.shared.DomainException;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.Arrays;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** A form's questions as a file for Moodle or a spreadsheet (ADR 0054); a resource of its own beside the form's JSON routes. */
@Path("/api/forms")
@Tag(name = "Forms")
public class FormExportResource {

    static final String GIFT = "text/plain; charset=utf-8";
    static final String MOODLE_XML = "application/xml";
    static final String CSV = "text/csv; charset=utf-8";

    private final ExportFormQuestionsUseCase exports;
    private final CurrentUser currentUser;

    public FormExportResource(ExportFormQuestionsUseCase exports, CurrentUser currentUser) {
        this.exports = exports;
        this.currentUser = currentUser;
    }

    @KeyScope(ApiScope.FORMS_READ)
    @GET
    @Path("/{id}/export")
    @Produces(MediaType.WILDCARD)
    @Operation(summary = "A form's questions as GIFT, Moodle XML or CSV", description = "`format` = `gift` (the default) | "
            + "`moodle-xml` | `csv` (400 otherwise). Whoever may read the form may export it (404 otherwise, another organization's form included). "
            + "Every question type is written; what a format lacks (points, scoring, exact match, relative tolerances, ordering in "
            + "GIFT) travels in extensions Moodle ignores, so importing the file back gives the same questions (ADR 0054). "
            + "Saved as `questoes-<title>.gift.txt`, `.xml` or `.csv` (`Content-Disposition: attachment`).")
    @APIResponse(responseCode = "200", description = "The file; it holds the answer keys, so no shared cache keeps it.", content = {
        @Content(mediaType = GIFT, schema = @Schema(type = SchemaType.STRING)),
        @Content(mediaType = MOODLE_XML, schema = @Schema(type = SchemaType.STRING)),
        @Content(mediaType = CSV, schema = @Schema(type = SchemaType.STRING))})
    public Response export(@PathParam("id") String id, @Parameter(description = "The file format", schema = @Schema(
            type = SchemaType.STRING, enumeration = {"gift", "moodle-xml", "csv"}, defaultValue = "gift")) @QueryParam("format") String format) {
        return file(exports.export(currentUser.caller(), id, format(format)));
    }

    /** The file as an attachment of its format's type; it holds the answer keys, so no shared cache keeps it. */
    public static Response file(ExportFormQuestionsUseCase.ExportedQuestions file) {
        String type = switch (file.format()) {
            case GIFT -> GIFT;
            case MOODLE_XML -> MOODLE_XML;
            case CSV -> CSV;
        };
        return Response.ok(file.content(), type)
                .header(HttpHeaders.CONTENT_DISPOSITION, ContentDisposition.attachment(file.asciiFileName(), file.fileName()))
                .header(HttpHeaders.CACHE_CONTROL, "private, no-store")
                .build();
    }

    /** The query value of a format, GIFT when absent; shared with the question banks' import and export. */
    public static QuestionInterchange.Format format(String value) {
        if (value == null || value.isBlank()) {
            return QuestionInterchange.Format.GIFT;
        }
        return Arrays.stream(QuestionInterchange.Format.values()).filter(f -> f.wireName().equals(value.strip()))
                .findFirst().orElseThrow(() -> DomainException.invalid("format", "must be gift, moodle-xml or csv"));
    }
}
