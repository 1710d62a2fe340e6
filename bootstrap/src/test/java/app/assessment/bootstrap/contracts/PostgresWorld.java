package app.assessment.bootstrap.contracts;

import app.assessment.application.contracts.RepositoryContract.World;
import app.assessment.bootstrap.assignment.Fixtures;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.assignment.StudentParticipant;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import io.quarkus.narayana.jta.QuarkusTransaction;
import java.util.function.Supplier;

/** The rows a contract's assignments point to, made through the API, and the transaction each step runs in. */
final class PostgresWorld {

    private World world;

    /** Made on a case's first use (the application has started by then) and kept for the class's other cases. */
    World of(TestAccounts accounts) {
        if (world == null) {
            world = create(accounts);
        }
        return world;
    }

    private static World create(TestAccounts accounts) {
        Organization organization = accounts.organization();
        User professor = accounts.user(organization, Role.PROFESSOR);
        Fixtures fx = new Fixtures(Browser.signedIn(professor.email(), TestAccounts.PASSWORD));
        return new World(organization.id(), fx.form("Contrato").getString("id"), new StudentParticipant(fx.student("Lia")),
                professor.id());
    }

    static <T> T inTransaction(Supplier<T> work) {
        return QuarkusTransaction.requiringNew().call(work::get);
    }
}
