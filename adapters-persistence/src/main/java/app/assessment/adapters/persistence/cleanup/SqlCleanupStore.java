package app.assessment.adapters.persistence.cleanup;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.application.port.out.cleanup.CleanupStore;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Instant;

/**
 * The clean-up's deletes, each a bounded batch picked by an index (V2, V17_1) and committed on
 * its own (REQUIRES_NEW): never a table-wide delete, never many row locks held at once.
 * {@code skip locked} leaves rows a live request is touching for the next run.
 */
@ApplicationScoped
public class SqlCleanupStore implements CleanupStore {

    private final EntityManager em;

    public SqlCleanupStore(EntityManager em) {
        this.em = em;
    }

    @Override
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public int deleteExpiredSessions(Instant now, int limit) {
        return Jdbc.update(em, "delete from sessions where id in (select id from sessions where expires_at < ? "
                + "limit ? for update skip locked)", now, limit);
    }

    @Override
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public int deleteSpentOneTimeSecrets(Instant now, int limit) {
        int codes = Jdbc.update(em, "delete from second_factor_codes where id in (select id from second_factor_codes "
                + "where expires_at < ? or used_at is not null limit ? for update skip locked)", now, limit);
        int tokens = Jdbc.update(em, "delete from password_reset_tokens where id in (select id from password_reset_tokens "
                + "where expires_at < ? or used_at is not null limit ? for update skip locked)", now, limit - codes);
        return codes + tokens;
    }

    @Override
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public int deleteProviderEventsReceivedBefore(Instant cutoff, int limit) {
        return Jdbc.update(em, "delete from provider_events where id in (select id from provider_events where received_at < ? "
                + "limit ? for update skip locked)", cutoff, limit);
    }

    @Override
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public int deleteDraftsOfClosedAssignments(Instant now, int limit) {
        return Jdbc.update(em, "delete from drafts where assignment_id in (select d.assignment_id from drafts d "
                + "join assignments a on a.id = d.assignment_id where a.status <> 'ACTIVE' or a.expires_at < ? "
                + "limit ? for update of d skip locked)", now, limit);
    }

    @Override
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public int deleteAuditEntriesBefore(Instant cutoff, int limit) {
        return Jdbc.update(em, "delete from audit_entries where seq in (select seq from audit_entries where occurred_at < ? "
                + "limit ? for update skip locked)", cutoff, limit);
    }
}
