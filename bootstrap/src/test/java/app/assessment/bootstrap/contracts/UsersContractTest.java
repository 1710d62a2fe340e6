package app.assessment.bootstrap.contracts;

import app.assessment.application.contracts.UserRepositoryContract;
import app.assessment.application.port.out.user.UserRepository;
import app.assessment.bootstrap.testsupport.TestAccounts;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.function.Supplier;

/** The PostgreSQL adapter holds the contract the application's fake holds (InMemoryUsersContractTest). */
@QuarkusTest
class UsersContractTest extends UserRepositoryContract {

    @Inject
    TestAccounts accounts;
    @Inject
    UserRepository users;

    @Override
    protected String newOrganization() {
        return accounts.organization().id();
    }

    @Override
    protected UserRepository users() {
        return users;
    }

    @Override
    protected <T> T inTransaction(Supplier<T> work) {
        return PostgresWorld.inTransaction(work);
    }
}
