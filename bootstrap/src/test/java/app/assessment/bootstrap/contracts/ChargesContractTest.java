package app.assessment.bootstrap.contracts;

import app.assessment.application.contracts.ChargeRepositoryContract;
import app.assessment.application.port.out.assignment.AssignmentRepository;
import app.assessment.application.port.out.payment.ChargeRepository;
import app.assessment.bootstrap.testsupport.TestAccounts;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.function.Supplier;

/** The PostgreSQL adapter holds the contract the application's fake holds (InMemoryChargesContractTest). */
@QuarkusTest
class ChargesContractTest extends ChargeRepositoryContract {

    @Inject
    TestAccounts accounts;
    @Inject
    AssignmentRepository assignments;
    @Inject
    ChargeRepository charges;

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
    protected ChargeRepository charges() {
        return charges;
    }

    @Override
    protected <T> T inTransaction(Supplier<T> work) {
        return PostgresWorld.inTransaction(work);
    }
}
