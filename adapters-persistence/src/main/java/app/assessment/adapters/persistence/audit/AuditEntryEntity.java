package app.assessment.adapters.persistence.audit;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

@Entity
@Table(name = "audit_entries")
public class AuditEntryEntity {
    @Id
    public String id;

    @Column(insertable = false, updatable = false)
    public Long seq;

    @Column(name = "occurred_at", nullable = false)
    public Instant occurredAt;

    @Column(name = "organization_id")
    public String organizationId;

    @Column(name = "actor_kind", nullable = false)
    public String actorKind;

    @Column(name = "actor_user_id")
    public String actorUserId;

    @Column(name = "actor_name")
    public String actorName;

    @Column(name = "actor_email")
    public String actorEmail;

    public String ip;

    @Column(nullable = false)
    public String action;

    @Column(name = "entity_type", nullable = false)
    public String entityType;

    @Column(name = "entity_id")
    public String entityId;

    /** Serialized JSON of the changed data, already masked by the domain. */
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(nullable = false)
    public String changes;
}
