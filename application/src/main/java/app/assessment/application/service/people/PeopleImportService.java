package app.assessment.application.service.people;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.people.ImportPeopleUseCase;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.people.CandidateRepository;
import app.assessment.application.port.out.people.StudentRepository;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.people.PayerDocument;
import app.assessment.domain.people.Person;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.shared.InvalidFieldsException;
import app.assessment.domain.shared.InvalidFieldsException.FieldError;
import app.assessment.domain.user.Permissions;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Imports students or candidates, all or nothing, in one transaction. Every row is checked first: its cells by the
 * domain (the same rules as one create or update), its e-mail and CPF/CNPJ against the other rows (a person twice in a
 * file is an error on the later line) and against the organization (a row whose e-mail names one person and whose
 * document names another is an error). Only then are the new people added and the changed ones written, in batches; a
 * person the row leaves as it is counts as unchanged and is not written, so importing a file twice changes nothing.
 * One audit entry names every created and updated id (no personal data): 10,000 entries would not fit the transaction.
 */
@ApplicationScoped
public class PeopleImportService implements ImportPeopleUseCase {

    private final ImportedStudents students;
    private final ImportedCandidates candidates;
    private final AuditTrail auditTrail;
    private final IdGenerator ids;
    private final Clock clock;

    public PeopleImportService(StudentRepository students, CandidateRepository candidates, AuditTrail auditTrail, IdGenerator ids,
                               Clock clock) {
        this.students = new ImportedStudents(students);
        this.candidates = new ImportedCandidates(candidates);
        this.auditTrail = auditTrail;
        this.ids = ids;
        this.clock = clock;
    }

    @Override
    @Transactional
    public Report importStudents(Caller caller, List<Row> rows, boolean dryRun) {
        return run(caller, rows, dryRun, students);
    }

    @Override
    @Transactional
    public Report importCandidates(Caller caller, List<Row> rows, boolean dryRun) {
        return run(caller, rows, dryRun, candidates);
    }

    private <T extends Person> Report run(Caller caller, List<Row> rows, boolean dryRun, ImportedPeople<T> kind) {
        if (!Permissions.importsPeople(caller.role())) {
            throw DomainException.forbidden("FORBIDDEN", "Only administrators import people");
        }
        if (rows.size() > MAX_ROWS) {
            throw new DomainException(DomainException.Kind.TOO_LARGE, "IMPORT_TOO_LARGE",
                    "An import takes at most " + MAX_ROWS + " rows; split the file");
        }
        if (rows.isEmpty()) {
            throw DomainException.invalid("file", "has no rows after the header");
        }
        Instant now = clock.now();
        Plan<T> plan = plan(caller.organizationId(), rows, kind, now);
        if (!plan.errors.isEmpty()) {
            if (dryRun) {
                return new Report(plan.created.size(), plan.updated.size(), plan.unchanged, plan.errors);
            }
            throw new InvalidFieldsException("The file has errors; nothing was imported", plan.errors.stream()
                    .map(e -> new FieldError(e.field(), e.message(), e.line())).toList());
        }
        if (!dryRun) {
            kind.store().addAll(plan.created);
            kind.store().updateAll(plan.updated);
            audit(caller, kind, plan, now);
        }
        return new Report(plan.created.size(), plan.updated.size(), plan.unchanged, List.of());
    }

    private <T extends Person> Plan<T> plan(String organizationId, List<Row> rows, ImportedPeople<T> kind, Instant now) {
        Plan<T> plan = new Plan<>();
        Map<Row, Keys> keys = new LinkedHashMap<>();
        Map<String, Integer> emailLines = new HashMap<>();
        Map<String, Integer> documentLines = new HashMap<>();
        for (Row row : rows) {
            Keys rowKeys = keys(row, plan);
            if (rowKeys == null) {
                continue;
            }
            Integer emailLine = rowKeys.email == null ? null : emailLines.putIfAbsent(rowKeys.email, row.line());
            Integer documentLine = rowKeys.document == null ? null : documentLines.putIfAbsent(rowKeys.document, row.line());
            if (emailLine != null) {
                plan.error(row, "email", "is also on line " + emailLine);
            } else if (documentLine != null) {
                plan.error(row, "cpfCnpj", "is also on line " + documentLine);
            } else {
                keys.put(row, rowKeys);
            }
        }
        Map<String, T> byEmail = new HashMap<>();
        Map<String, T> byDocument = new HashMap<>();
        for (T person : kind.store().matching(organizationId, emailLines.keySet(), documentLines.keySet())) {
            if (person.email() != null) {
                byEmail.put(person.email().toLowerCase(Locale.ROOT), person);
            }
            if (person.cpfCnpj() != null) {
                byDocument.put(person.cpfCnpj(), person);
            }
        }
        Map<String, Integer> matchedLines = new HashMap<>();
        keys.forEach((row, rowKeys) -> {
            T byMail = rowKeys.email == null ? null : byEmail.get(rowKeys.email);
            T byDoc = rowKeys.document == null ? null : byDocument.get(rowKeys.document);
            if (byMail != null && byDoc != null && !byMail.id().equals(byDoc.id())) {
                plan.error(row, "cpfCnpj", "belongs to another " + kind.entity().toLowerCase(Locale.ROOT)
                        + " than the e-mail; send one of them");
                return;
            }
            T current = byMail != null ? byMail : byDoc;
            Integer sameLine = current == null ? null : matchedLines.putIfAbsent(current.id(), row.line());
            if (sameLine != null) {
                plan.error(row, "email", "names the same " + kind.entity().toLowerCase(Locale.ROOT) + " as line " + sameLine);
                return;
            }
            try {
                if (current == null) {
                    plan.created.add(kind.create(ids.newId(), organizationId, row, now));
                } else {
                    T merged = kind.merge(current, row);
                    if (merged.equals(current)) {
                        plan.unchanged++;
                    } else {
                        plan.updated.add(merged);
                    }
                }
            } catch (DomainException e) {
                plan.error(row, e.field().orElse(""), e.reason());
            }
        });
        return plan;
    }

    /** The row's matching keys (e-mail in lower case, normalized document), or null with its error noted for a bad document. */
    private static Keys keys(Row row, Plan<?> plan) {
        String email = row.cell("email");
        String document;
        try {
            document = PayerDocument.normalizeOptional("cpfCnpj", row.cell("cpfCnpj"));
        } catch (DomainException e) {
            plan.error(row, "cpfCnpj", e.reason());
            return null;
        }
        return new Keys(email == null ? null : email.toLowerCase(Locale.ROOT), document);
    }

    private <T extends Person> void audit(Caller caller, ImportedPeople<T> kind, Plan<T> plan, Instant now) {
        Map<String, Object> changes = new LinkedHashMap<>();
        changes.put("created", plan.created.stream().map(Person::id).toList());
        changes.put("updated", plan.updated.stream().map(Person::id).toList());
        changes.put("unchanged", plan.unchanged);
        String action = kind.entity().toLowerCase(Locale.ROOT) + ".import";
        auditTrail.record(new AuditEntry(now, caller.actor(), action, kind.entity(), null, changes));
    }

    private record Keys(String email, String document) {
    }

    private static final class Plan<T> {
        final List<T> created = new ArrayList<>();
        final List<T> updated = new ArrayList<>();
        final List<RowError> errors = new ArrayList<>();
        int unchanged;

        void error(Row row, String field, String message) {
            errors.add(new RowError(row.line(), field, message));
        }
    }
}
