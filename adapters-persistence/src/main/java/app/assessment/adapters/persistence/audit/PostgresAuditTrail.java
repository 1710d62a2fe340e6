package app.assessment.adapters.persistence.audit;

import app.assessment.adapters.persistence.shared.JsonColumns;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.domain.audit.AuditEntry;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;

/** Writes audit entries in the caller's transaction (MANDATORY: never on its own). */
@ApplicationScoped
public class PostgresAuditTrail implements AuditTrail, PanacheRepositoryBase<AuditEntryEntity, String> {

    private final IdGenerator ids;
    private final JsonColumns json;

    public PostgresAuditTrail(IdGenerator ids, JsonColumns json) {
        this.ids = ids;
        this.json = json;
    }

    @Override
    @Transactional(Transactional.TxType.MANDATORY)
    public void record(AuditEntry entry) {
        AuditEntryEntity entity = new AuditEntryEntity();
        entity.id = ids.newId();
        entity.occurredAt = entry.occurredAt();
        entity.organizationId = entry.organizationId();
        entity.actorKind = entry.actor().kind().name();
        entity.actorUserId = entry.actor().userId();
        entity.actorName = entry.actor().name();
        entity.actorEmail = entry.actor().email();
        entity.ip = entry.actor().ip();
        entity.action = entry.action();
        entity.entityType = entry.entityType();
        entity.entityId = entry.entityId();
        entity.changes = json.write(entry.changes(), "Audit changes of " + entry.action());
        persist(entity);
    }
}
