package app.assessment.application.contracts;

import app.assessment.application.fakes.InMemoryUsers;
import app.assessment.application.port.out.user.UserRepository;

/** The fake the application tests use holds the same contract as the PostgreSQL adapter (bootstrap's UsersContractTest). */
class InMemoryUsersContractTest extends UserRepositoryContract {

    private final InMemoryUsers users = new InMemoryUsers();

    @Override
    protected UserRepository users() {
        return users;
    }
}
