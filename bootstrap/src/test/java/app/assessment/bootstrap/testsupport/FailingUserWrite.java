package app.assessment.bootstrap.testsupport;

import app.assessment.application.port.out.user.UserRepository;
import app.assessment.domain.user.User;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Instant;

/**
 * Writes of a user row that PostgreSQL refuses (values the HTTP edge never lets through): the
 * statement carries the row's password hash and TOTP secret, and none of it may reach the log.
 */
@ApplicationScoped
public class FailingUserWrite {

    private final UserRepository users;
    private final EntityManager em;

    public FailingUserWrite(UserRepository users, EntityManager em) {
        this.users = users;
        this.em = em;
    }

    /** PostgreSQL refuses the value (SQLState 22021, a data exception). */
    @Transactional
    public void renameWithNul(String userId) {
        rename(userId, "a\u0000b");
    }

    /**
     * PostgreSQL refuses the row (SQLState 23502), and its error detail ("Failing row contains")
     * would quote the whole row. The domain never lets a null name through, so the statement is native.
     */
    @Transactional
    public void renameToNull(String userId) {
        em.createNativeQuery("update users set name = null where id = ?1").setParameter(1, userId).executeUpdate();
    }

    private void rename(String userId, String name) {
        User user = users.byId(userId).orElseThrow();
        users.update(user.withProfile(name, user.contactEmail(), user.phone(), Instant.now()));
    }
}
