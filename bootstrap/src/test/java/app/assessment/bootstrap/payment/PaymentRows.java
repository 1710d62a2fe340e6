package app.assessment.bootstrap.payment;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.util.List;

/** Reads and arranges charge, event and audit rows straight in the database. */
@ApplicationScoped
public class PaymentRows {

    private final EntityManager em;

    public PaymentRows(EntityManager em) {
        this.em = em;
    }

    /** Every charge of the assignment, oldest first, as "status/current". */
    @Transactional
    @SuppressWarnings("unchecked")
    public List<String> charges(String assignmentId) {
        return em.createNativeQuery("select status || '/' || is_current from charges where assignment_id = ?1 order by created_at, id")
                .setParameter(1, assignmentId).getResultList();
    }

    /** The payment audit entries of the assignment, oldest first, as "action by ACTOR_KIND". */
    @Transactional
    @SuppressWarnings("unchecked")
    public List<String> audit(String assignmentId) {
        return em.createNativeQuery("select action || ' by ' || actor_kind from audit_entries where entity_id = ?1 "
                + "and action like 'payment.%' order by seq").setParameter(1, assignmentId).getResultList();
    }

    /** The withdrawal of a provider charge as "status/attempts", or null when there is none. */
    @Transactional
    public String withdrawal(String providerPaymentId) {
        List<?> rows = em.createNativeQuery("select status || '/' || attempts from provider_withdrawals where provider_payment_id = ?1")
                .setParameter(1, providerPaymentId).getResultList();
        return rows.isEmpty() ? null : (String) rows.get(0);
    }

    /** The recipients of the refund notices about an assignment. */
    @Transactional
    @SuppressWarnings("unchecked")
    public List<String> refundNotices(String assignmentId) {
        return em.createNativeQuery("select recipient_user_id from notifications where assignment_id = ?1 "
                + "and type = 'PAYMENT_REFUND_DUE' and channel = 'in_app' order by recipient_user_id")
                .setParameter(1, assignmentId).getResultList();
    }

    /** The stored outcome of a webhook event, or null when it was not stored. */
    @Transactional
    public String eventOutcome(String eventId) {
        List<?> rows = em.createNativeQuery("select outcome from provider_events where id = ?1").setParameter(1, eventId).getResultList();
        return rows.isEmpty() ? null : (String) rows.get(0);
    }

    /** The stored external reference of a webhook event. */
    @Transactional
    public String eventExternalReference(String eventId) {
        return (String) em.createNativeQuery("select external_reference from provider_events where id = ?1").setParameter(1, eventId)
                .getSingleResult();
    }

    @Transactional
    public long events(String eventId) {
        return ((Number) em.createNativeQuery("select count(*) from provider_events where id = ?1").setParameter(1, eventId)
                .getSingleResult()).longValue();
    }

    /** Backends of this database blocked on a row or table lock right now. */
    @Transactional
    public long backendsWaitingForALock() {
        return ((Number) em.createNativeQuery("select count(*) from pg_stat_activity where datname = current_database() "
                + "and wait_event_type = 'Lock'").getSingleResult()).longValue();
    }

    /** Takes every charge other tests left pending out of the reconciliation, so a test sees only its own. */
    @Transactional
    public void stopPollingEveryCharge() {
        em.createNativeQuery("update charges set poll_until = '2000-01-01' where poll_until is not null").executeUpdate();
    }

    /** How often the provider answered about the assignment's current charge in reconciliation runs. */
    @Transactional
    public int syncAnswers(String assignmentId) {
        return ((Number) em.createNativeQuery("select sync_attempts from charges where assignment_id = ?1 and is_current")
                .setParameter(1, assignmentId).getSingleResult()).intValue();
    }

    /** Runs {@code call} while this test's transaction holds the reconciliation job's cluster lock. */
    @Transactional
    public <T> T holdingTheSyncLock(java.util.function.Supplier<T> call) {
        em.createNativeQuery("select pg_advisory_xact_lock(hashtextextended('payments-sync', 0))").getSingleResult();
        return call.get();
    }

    /**
     * The organization's running totals next to a recount of its current charges, per status, as
     * "status count amount"; the two lists must be equal.
     */
    @Transactional
    @SuppressWarnings("unchecked")
    public List<List<String>> totalsAndRecount(String organizationId) {
        List<String> totals = em.createNativeQuery("select status || ' ' || sum(charges) || ' ' || sum(amount) from payment_totals "
                + "where organization_id = ?1 group by status having sum(charges) <> 0 order by status")
                .setParameter(1, organizationId).getResultList();
        List<String> recount = em.createNativeQuery("select status || ' ' || count(*) || ' ' || coalesce(sum(amount), 0.00) from charges "
                + "where organization_id = ?1 and is_current group by status order by status")
                .setParameter(1, organizationId).getResultList();
        return List.of(totals, recount);
    }
}
