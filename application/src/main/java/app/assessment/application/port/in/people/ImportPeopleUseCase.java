package app.assessment.application.port.in.people;

import app.assessment.application.port.in.Caller;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Many students or candidates at once from a file (issue 47): each row is created, or updated when a live person of the
 * organization has its e-mail (ignoring case) or its CPF/CNPJ. All or nothing: any error refuses the whole file. A dry
 * run checks and counts the same way and writes nothing.
 */
public interface ImportPeopleUseCase {

    int MAX_ROWS = 10_000;

    /** The columns a students' file may name; a candidates' file the first five. */
    Set<String> STUDENT_FIELDS = Set.of("name", "email", "phone", "status", "cpfCnpj", "age", "grade", "gender");
    Set<String> CANDIDATE_FIELDS = Set.of("name", "email", "phone", "status", "cpfCnpj");

    Report importStudents(Caller caller, List<Row> rows, boolean dryRun);

    Report importCandidates(Caller caller, List<Row> rows, boolean dryRun);

    /**
     * One data row: its line in the file (the header is line 1) and its cells by column name. A column the header lacks is
     * absent; an empty cell keeps an existing person's value (an import never clears a field).
     */
    record Row(int line, Map<String, String> cells) {
        public Row {
            cells = Map.copyOf(Objects.requireNonNull(cells, "cells"));
        }

        public String cell(String field) {
            String value = cells.get(field);
            return value == null || value.isBlank() ? null : value.strip();
        }
    }

    /** What the file did (or, on a dry run, would do); counts are zero when {@code errors} is not empty and it is not a dry run. */
    record Report(int created, int updated, int unchanged, List<RowError> errors) {
        public Report {
            errors = List.copyOf(errors);
        }
    }

    record RowError(int line, String field, String message) {
    }
}
