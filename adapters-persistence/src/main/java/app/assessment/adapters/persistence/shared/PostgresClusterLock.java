package app.assessment.adapters.persistence.shared;

import app.assessment.application.port.out.ClusterLock;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;

/** PostgreSQL transaction-level advisory locks: released by commit or rollback, never leaked. */
@ApplicationScoped
public class PostgresClusterLock implements ClusterLock {

    private final EntityManager em;

    public PostgresClusterLock(EntityManager em) {
        this.em = em;
    }

    @Override
    @Transactional(Transactional.TxType.MANDATORY)
    public boolean tryLock(String name) {
        return (Boolean) em.createNativeQuery("select pg_try_advisory_xact_lock(hashtextextended(?1, 0))")
                .setParameter(1, name)
                .getSingleResult();
    }

    @Override
    @Transactional(Transactional.TxType.MANDATORY)
    public void lock(String name) {
        em.createNativeQuery("select pg_advisory_xact_lock(hashtextextended(?1, 0))")
                .setParameter(1, name)
                .getSingleResult();
    }
}
