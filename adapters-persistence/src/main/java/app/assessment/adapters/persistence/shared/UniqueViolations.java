package app.assessment.adapters.persistence.shared;

import app.assessment.domain.shared.DomainException;
import java.util.Map;
import org.hibernate.exception.ConstraintViolationException;

/**
 * Turns a unique-index violation into the domain's conflict, so a race that slips past an
 * existence check still answers 409 with the right code rather than 500.
 */
public final class UniqueViolations {

    private static final Map<String, String[]> CODES = Map.of(
            "uq_organizations_name", new String[] {"DUPLICATE_ORGANIZATION", "An organization with this name already exists"},
            "uq_users_email", new String[] {"DUPLICATE_EMAIL", "A user with this e-mail already exists"},
            "uq_users_username", new String[] {"DUPLICATE_USERNAME", "A user with this username already exists"},
            "uq_teachers_org_email", new String[] {"DUPLICATE_EMAIL", "A teacher with this e-mail already exists"},
            "uq_students_org_email", new String[] {"DUPLICATE_EMAIL", "A student with this e-mail already exists"},
            "uq_candidates_org_email", new String[] {"DUPLICATE_EMAIL", "A candidate with this e-mail already exists"},
            "submissions_assignment_id_key", new String[] {"ASSIGNMENT_COMPLETED", "The test was already completed"});

    private UniqueViolations() {
    }

    /** Runs a write that flushes, translating known unique violations. */
    public static void translate(Runnable flushingWrite) {
        try {
            flushingWrite.run();
        } catch (ConstraintViolationException e) {
            throw translated(e);
        } catch (RuntimeException e) {
            if (e.getCause() instanceof ConstraintViolationException cve) {
                throw translated(cve);
            }
            throw e;
        }
    }

    private static RuntimeException translated(ConstraintViolationException e) {
        String name = e.getConstraintName();
        String[] code = name == null ? null : CODES.get(name.toLowerCase());
        if (code == null) {
            return e;
        }
        return DomainException.conflict(code[0], code[1]);
    }
}
