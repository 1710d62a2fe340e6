package app.assessment.bootstrap.testsupport;

import app.assessment.application.port.out.AuditTrail;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.audit.AuditEntry;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.Map;

/** Audit entries written through the real write path (masking included), each in a transaction of its own. */
@ApplicationScoped
public class AuditWrites {

    private final AuditTrail auditTrail;
    private final EntityManager em;

    public AuditWrites(AuditTrail auditTrail, EntityManager em) {
        this.auditTrail = auditTrail;
        this.em = em;
    }

    /** @return the new entry's id */
    @Transactional
    public String write(Actor actor, Instant at, String action, String entityType, String entityId, Map<String, Object> changes) {
        auditTrail.record(new AuditEntry(at, actor, action, entityType, entityId, changes));
        em.flush();
        // This transaction's own row: no other transaction's row has its id in xmin.
        return (String) em.createNativeQuery("select id from audit_entries where xmin::text = pg_current_xact_id()::xid::text "
                + "and entity_id is not distinct from ?1 order by seq desc limit 1").setParameter(1, entityId).getSingleResult();
    }

    public String write(Actor actor, String action, String entityId) {
        return write(actor, Instant.now(), action, "Probe", entityId, Map.of());
    }
}
