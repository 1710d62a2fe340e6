package app.assessment.application.contracts;

import app.assessment.application.fakes.InMemoryAssignments;
import app.assessment.application.fakes.InMemoryCharges;
import app.assessment.application.port.out.assignment.AssignmentRepository;
import app.assessment.application.port.out.payment.ChargeRepository;

/** The fake the application tests use holds the same contract as the PostgreSQL adapter (bootstrap's ChargesContractTest). */
class InMemoryChargesContractTest extends ChargeRepositoryContract {

    private final InMemoryAssignments assignments = new InMemoryAssignments();
    private final InMemoryCharges charges = new InMemoryCharges(assignments);

    @Override
    protected AssignmentRepository assignments() {
        return assignments;
    }

    @Override
    protected ChargeRepository charges() {
        return charges;
    }
}
