package app.assessment.bootstrap.apikey;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.util.List;

/** Reads API-key, idempotency and audit rows straight from the database. */
@ApplicationScoped
public class ApiKeyRows {

    private final EntityManager em;

    public ApiKeyRows(EntityManager em) {
        this.em = em;
    }

    /** The audit entries of an entity as "action by KIND userId name". */
    @Transactional
    @SuppressWarnings("unchecked")
    public List<String> audit(String entityId) {
        return em.createNativeQuery("select action || ' by ' || actor_kind || ' ' || actor_user_id || ' ' || actor_name "
                + "from audit_entries where entity_id = ?1 order by seq").setParameter(1, entityId).getResultList();
    }

    /** Every audit entry's changes, as text, of an organization. */
    @Transactional
    @SuppressWarnings("unchecked")
    public List<String> auditChangesOf(String organizationId) {
        return em.createNativeQuery("select coalesce(cast(changes as text), '') || ' ' || coalesce(actor_name, '') "
                + "from audit_entries where organization_id = ?1").setParameter(1, organizationId).getResultList();
    }

    @Transactional
    public long students(String organizationId, String name) {
        return ((Number) em.createNativeQuery("select count(*) from students where organization_id = ?1 and name = ?2")
                .setParameter(1, organizationId).setParameter(2, name).getSingleResult()).longValue();
    }

    @Transactional
    public long idempotencyRecords(String key) {
        return ((Number) em.createNativeQuery("select count(*) from idempotency_keys where idempotency_key = ?1")
                .setParameter(1, key).getSingleResult()).longValue();
    }
}
