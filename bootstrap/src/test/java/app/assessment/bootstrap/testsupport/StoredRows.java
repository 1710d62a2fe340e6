package app.assessment.bootstrap.testsupport;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.util.List;

/** Reads rows the API no longer shows (soft-deleted ones, audit entries) straight from the database. */
@ApplicationScoped
public class StoredRows {

    private final EntityManager em;

    public StoredRows(EntityManager em) {
        this.em = em;
    }

    /** The audit actions recorded for an entity, oldest first. */
    @SuppressWarnings("unchecked")
    @Transactional
    public List<String> auditActionsFor(String entityId) {
        return em.createNativeQuery("select action from audit_entries where entity_id = ?1 order by seq")
                .setParameter(1, entityId).getResultList();
    }

    /** The audit entries' changes of an entity as JSON text, oldest first. */
    @Transactional
    @SuppressWarnings("unchecked")
    public List<String> auditChangesFor(String entityId) {
        return em.createNativeQuery("select cast(changes as text) from audit_entries where entity_id = ?1 order by seq")
                .setParameter(1, entityId).getResultList();
    }

    /** The types of the notifications queued about an assignment, oldest first. */
    @Transactional
    @SuppressWarnings("unchecked")
    public List<String> notificationTypesFor(String assignmentId) {
        return em.createNativeQuery("select type from notifications where assignment_id = ?1 order by created_at, id")
                .setParameter(1, assignmentId).getResultList();
    }

    /** "channel recipient-user-id" of each notification of a type queued in an organization, in that order. */
    @Transactional
    @SuppressWarnings("unchecked")
    public List<String> notificationsOfType(String organizationId, String type) {
        return em.createNativeQuery("select channel || ' ' || coalesce(recipient_user_id, '') from notifications "
                + "where organization_id = ?1 and type = ?2 order by channel, recipient_user_id").setParameter(1, organizationId)
                .setParameter(2, type).getResultList();
    }

    /** Whether the row of {@code table} with {@code id} exists and has {@code deleted_at} set. */
    @Transactional
    public boolean isSoftDeleted(String table, String id) {
        if (!List.of("students", "candidates", "teachers").contains(table)) {
            throw new IllegalArgumentException(table);
        }
        List<?> rows = em.createNativeQuery("select deleted_at is not null from " + table + " where id = ?1")
                .setParameter(1, id).getResultList();
        return rows.size() == 1 && Boolean.TRUE.equals(rows.get(0));
    }
}
