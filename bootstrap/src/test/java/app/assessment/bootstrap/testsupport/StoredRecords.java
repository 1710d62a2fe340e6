package app.assessment.bootstrap.testsupport;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.util.List;

/** Direct reads and writes of rows the API does not expose, for arranging and checking tests. */
@ApplicationScoped
public class StoredRecords {

    private final EntityManager em;

    public StoredRecords(EntityManager em) {
        this.em = em;
    }

    /** Moves every reset token and e-mailed code of the user into the past, as if time had passed. */
    @Transactional
    public void expireOneTimeSecrets(String userId) {
        for (String table : List.of("password_reset_tokens", "second_factor_codes")) {
            em.createNativeQuery("update " + table + " set expires_at = now() - interval '1 minute' where user_id = ?1")
                    .setParameter(1, userId).executeUpdate();
        }
    }

    /** Audit actions recorded about one entity, oldest first. */
    @Transactional
    @SuppressWarnings("unchecked")
    public List<String> auditActions(String entityId) {
        return em.createNativeQuery("select action from audit_entries where entity_id = ?1 order by seq")
                .setParameter(1, entityId).getResultList();
    }

    /** Client addresses of the audit entries a user caused, oldest first. */
    @Transactional
    @SuppressWarnings("unchecked")
    public List<String> auditIpsOfActor(String userId) {
        return em.createNativeQuery("select ip from audit_entries where actor_user_id = ?1 order by seq")
                .setParameter(1, userId).getResultList();
    }
}
