package app.assessment.bootstrap.contracts;

import app.assessment.application.contracts.FormRepositoryContract;
import app.assessment.application.port.out.form.FormRepository;
import app.assessment.bootstrap.testsupport.TestAccounts;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.function.Supplier;

/** The PostgreSQL adapter holds the contract the application's fake holds (InMemoryFormsContractTest). */
@QuarkusTest
class FormsContractTest extends FormRepositoryContract {

    @Inject
    TestAccounts accounts;
    @Inject
    FormRepository forms;

    private final PostgresWorld postgres = new PostgresWorld();

    @Override
    protected World world() {
        return postgres.of(accounts);
    }

    @Override
    protected FormRepository forms() {
        return forms;
    }

    @Override
    protected <T> T inTransaction(Supplier<T> work) {
        return PostgresWorld.inTransaction(work);
    }
}
