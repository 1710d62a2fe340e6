package app.assessment.adapters.persistence.auth;

import app.assessment.application.port.out.auth.SessionRepository;
import app.assessment.domain.user.Role;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import org.hibernate.SessionFactory;
import org.hibernate.StatelessSession;
import java.time.Instant;
import java.util.Optional;

@ApplicationScoped
public class PanacheSessionRepository implements SessionRepository, PanacheRepositoryBase<SessionEntity, String> {

    /** One primary-key join, projected straight into a record: nothing enters the persistence context. */
    private static final String BY_ID = "select s.id, s.expiresAt, s.revokedAt, u.id, u.organizationId, u.email, u.name, "
            + "u.role, u.active, u.sessionVersion from SessionEntity s, UserEntity u where u.id = s.userId and s.id = :id";

    private final SessionFactory sessionFactory;

    public PanacheSessionRepository(SessionFactory sessionFactory) {
        this.sessionFactory = sessionFactory;
    }

    @Override
    public void add(NewSession session) {
        SessionEntity entity = new SessionEntity();
        entity.id = session.id();
        entity.userId = session.userId();
        entity.createdAt = session.createdAt();
        entity.expiresAt = session.expiresAt();
        entity.ip = session.ip();
        entity.userAgent = session.userAgent();
        persist(entity);
    }

    /**
     * Read through a stateless session of its own, closed at once: outside a transaction that is
     * one autocommit statement, and the connection goes back to the pool before the request's
     * own work takes one (a request-scoped session would hold it to the end of the request, so a
     * transactional request would hold two and a busy pool would starve).
     */
    @Override
    public Optional<SessionRecord> byId(String sessionId) {
        try (StatelessSession session = sessionFactory.openStatelessSession()) {
            return session.createSelectionQuery(BY_ID, Object[].class)
                    .setParameter("id", sessionId)
                    .getResultList()
                    .stream()
                    .findFirst()
                    .map(r -> new SessionRecord((String) r[0], (Instant) r[1], (Instant) r[2], (String) r[3], (String) r[4],
                            (String) r[5], (String) r[6], Role.valueOf((String) r[7]), (Boolean) r[8], (Integer) r[9]));
        }
    }

    @Override
    public void extend(String sessionId, Instant expiresAt) {
        update("expiresAt = ?1 where id = ?2 and revokedAt is null", expiresAt, sessionId);
    }

    @Override
    public void revoke(String sessionId, Instant at) {
        update("revokedAt = ?1 where id = ?2 and revokedAt is null", at, sessionId);
    }

    @Override
    public long deleteExpiredBefore(Instant cutoff) {
        return delete("expiresAt < ?1", cutoff);
    }
}
