package app.assessment.application.contracts;

import app.assessment.application.port.out.assignment.AssignmentRepository;
import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.assignment.Participant;
import app.assessment.domain.assignment.StudentParticipant;
import java.time.Instant;
import java.util.UUID;
import java.util.function.Supplier;

/**
 * What a contract test needs from the side it runs on: the fake (application) or the PostgreSQL
 * adapter (a {@code @QuarkusTest} in bootstrap, which gets these classes from application's
 * test-jar). The cases are written once, in the subclasses of this class, and hold both.
 */
public abstract class RepositoryContract {

    protected static final Instant T0 = Instant.parse("2026-03-02T12:00:00Z");

    /** An organization, a form of it, a participant and the user who assigns, existing where the adapter needs rows. */
    public record World(String organizationId, String formId, Participant participant, String assignedById) {
    }

    /** The fakes check no reference, so any ids do; the PostgreSQL side makes real rows. */
    protected World world() {
        return new World("org1", "f1", new StudentParticipant("s1"), "prof1");
    }

    /** An organization no case has used yet, existing where the adapter needs rows. */
    protected String newOrganization() {
        return unique("org");
    }

    /** The contracts whose cases store assignments declare it again as abstract; the others never call it. */
    protected AssignmentRepository assignments() {
        throw new UnsupportedOperationException(getClass().getSimpleName() + " stores no assignments");
    }

    /** Runs {@code work} as one transaction of its own; the fakes have none, so it just runs. */
    protected <T> T inTransaction(Supplier<T> work) {
        return work.get();
    }

    protected final void inTransaction(Runnable work) {
        inTransaction(() -> {
            work.run();
            return null;
        });
    }

    /** Ids and tokens no other case or run uses, since the PostgreSQL side keeps its rows. */
    protected static String unique(String prefix) {
        return prefix + UUID.randomUUID().toString().replace("-", "").substring(0, 20);
    }

    /** A new active assignment of the world, stored. */
    protected final Assignment storedAssignment() {
        World w = world();
        Assignment assignment = Assignment.assign(unique("ca"), w.organizationId(), w.formId(), w.participant(), w.assignedById(),
                unique("token-"), null, null, T0);
        inTransaction(() -> assignments().add(assignment));
        return assignment;
    }
}
