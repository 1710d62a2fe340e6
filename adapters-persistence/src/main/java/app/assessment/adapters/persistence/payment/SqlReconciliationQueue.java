package app.assessment.adapters.persistence.payment;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.application.port.out.payment.ReconciliationQueue;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.List;

/** The schedule columns of the current pending provider charge (V15_1); the due read follows ix_charges_sync_due. */
@ApplicationScoped
public class SqlReconciliationQueue implements ReconciliationQueue {

    private static final String CURRENT_PENDING = "assignment_id = ? and is_current and status = 'pending' "
            + "and provider_payment_id is not null";

    private final EntityManager em;

    public SqlReconciliationQueue(EntityManager em) {
        this.em = em;
    }

    @Override
    public List<Due> due(Instant now, int limit) {
        return Jdbc.query(em, "select assignment_id, sync_attempts from charges where status = 'pending' "
                        + "and provider_payment_id is not null and next_sync_at <= ? and poll_until > ? "
                        + "order by last_synced_at nulls first, next_sync_at limit ?",
                rs -> new Due(rs.getString(1), rs.getInt(2)), now, now, limit);
    }

    @Override
    public void start(String chargeId, Instant firstAt, Instant pollUntil) {
        Jdbc.update(em, "update charges set next_sync_at = ?, poll_until = ?, sync_attempts = 0, last_synced_at = null where id = ?",
                firstAt, pollUntil, chargeId);
    }

    @Override
    public void answered(String assignmentId, Instant now, Instant nextAt) {
        Jdbc.update(em, "update charges set last_synced_at = ?, next_sync_at = ?, sync_attempts = sync_attempts + 1 where "
                + CURRENT_PENDING, now, nextAt, assignmentId);
    }

    @Override
    public void askAgainAt(String assignmentId, Instant at) {
        // An event asking for a check counts even after the polling window: it names a change worth one question.
        Jdbc.update(em, "update charges set next_sync_at = ?, poll_until = greatest(poll_until, ?) where " + CURRENT_PENDING, at,
                at.plusSeconds(3600), assignmentId);
    }
}
