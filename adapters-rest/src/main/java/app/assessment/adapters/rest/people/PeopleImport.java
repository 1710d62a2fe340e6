package app.assessment.adapters.rest.people;

import app.assessment.adapters.rest.shared.QueryValues;
import app.assessment.application.port.in.people.ImportPeopleUseCase;
import app.assessment.application.port.in.people.ImportPeopleUseCase.Report;
import app.assessment.application.port.in.people.ImportPeopleUseCase.Row;
import app.assessment.domain.shared.DomainException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.List;
import java.util.Set;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.jboss.resteasy.reactive.multipart.FileUpload;

/** What the students' and candidates' import routes share: the file's reading, the flag and the answer. */
final class PeopleImport {

    static final String DESCRIPTION = "Multipart field `file`: CSV, UTF-8 with or without a byte-order mark, `;` or `,` "
            + "separated, quoted as RFC 4180; the first line names the columns with the JSON fields above (any case, any order, "
            + "any subset). Each row creates a person, or updates the live one of the organization with its `email` (ignoring "
            + "case) or its `cpfCnpj`; an empty cell keeps the stored value (an import never clears a field); an absent "
            + "`status` is `ACTIVE` for a new person. Rows are checked as one create or update is (required `name`, e-mail, "
            + "CPF/CNPJ check digits, status values, a student's `age` 0 to 150), and against each other and the organization (the same e-mail or "
            + "document twice in the file; an e-mail and a document naming two different people). All or nothing in one "
            + "transaction: any error imports nothing and answers 400 `VALIDATION_FAILED` with every error in `errors` "
            + "(`line`, the header being line 1, `field`, `message`). `dryRun=true` checks and counts the same way, writes "
            + "nothing and answers 200 with the errors listed. A person the row leaves as it is counts as `unchanged` and is "
            + "not written, so importing the same file twice changes nothing the second time. At most 10,000 rows (413 "
            + "`IMPORT_TOO_LARGE`) and the request body limit (`MAX_BODY_SIZE`). An unknown or repeated column is 400 on "
            + "line 1. One audit entry (`student.import` or `candidate.import`) lists the created and updated ids.";

    private PeopleImport() {
    }

    static List<Row> rows(FileUpload file, Set<String> fields) {
        if (file == null) {
            throw DomainException.invalid("file", "is required (a multipart field named file)");
        }
        try {
            return PeopleCsv.rows(Files.readAllBytes(file.uploadedFile()), fields);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static boolean dryRun(String value) {
        return Boolean.TRUE.equals(QueryValues.bool("dryRun", value));
    }

    @Schema(name = "PeopleImport")
    record ImportResponse(
            @Schema(description = "People added (or, on a dry run, that would be)") int created,
            @Schema(description = "People changed") int updated,
            @Schema(description = "Rows that match a person and change nothing") int unchanged,
            @Schema(description = "Every row's errors; empty when the file was imported") List<RowError> errors) {

        static ImportResponse from(Report report) {
            return new ImportResponse(report.created(), report.updated(), report.unchanged(),
                    report.errors().stream().map(e -> new RowError(e.line(), e.field(), e.message())).toList());
        }
    }

    @Schema(name = "PeopleImportError")
    record RowError(@Schema(description = "The file's line; the header is line 1") int line,
                    @Schema(description = "The column at fault; empty when the row as a whole is") String field,
                    String message) {
    }
}
