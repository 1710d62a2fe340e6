package app.assessment.application.contracts;

import app.assessment.application.fakes.InMemoryAssignments;
import app.assessment.application.fakes.InMemoryTestLinks;
import app.assessment.application.port.out.assignment.AssignmentRepository;
import app.assessment.application.port.out.assignment.DraftRepository;

/** The fake the application tests use holds the same contract as the PostgreSQL adapter (bootstrap's AssignmentsContractTest). */
class InMemoryAssignmentsContractTest extends AssignmentRepositoryContract {

    private final InMemoryAssignments assignments = new InMemoryAssignments();
    private final InMemoryTestLinks drafts = new InMemoryTestLinks(assignments);

    @Override
    protected AssignmentRepository assignments() {
        return assignments;
    }

    @Override
    protected DraftRepository drafts() {
        return drafts;
    }
}
