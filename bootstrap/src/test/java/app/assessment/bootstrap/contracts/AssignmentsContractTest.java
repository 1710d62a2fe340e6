package app.assessment.bootstrap.contracts;

import app.assessment.application.contracts.AssignmentRepositoryContract;
import app.assessment.application.port.out.assignment.AssignmentRepository;
import app.assessment.application.port.out.assignment.DraftRepository;
import app.assessment.bootstrap.testsupport.TestAccounts;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.function.Supplier;

/** The PostgreSQL adapters hold the contract the application's fake holds (InMemoryAssignmentsContractTest). */
@QuarkusTest
class AssignmentsContractTest extends AssignmentRepositoryContract {

    @Inject
    TestAccounts accounts;
    @Inject
    AssignmentRepository assignments;
    @Inject
    DraftRepository drafts;

    private final PostgresWorld postgres = new PostgresWorld();

    @Override
    protected World world() {
        return postgres.of(accounts);
    }

    @Override
    protected AssignmentRepository assignments() {
        return assignments;
    }

    @Override
    protected DraftRepository drafts() {
        return drafts;
    }

    @Override
    protected <T> T inTransaction(Supplier<T> work) {
        return PostgresWorld.inTransaction(work);
    }
}
