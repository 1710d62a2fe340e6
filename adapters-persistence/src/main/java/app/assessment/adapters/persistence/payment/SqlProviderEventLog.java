package app.assessment.adapters.persistence.payment;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.application.port.out.payment.ProviderEventLog;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;

/**
 * Duplicates are told apart by the primary key itself: {@code on conflict do nothing} inserts
 * nothing for an id already stored, and waits for a concurrent transaction inserting the same id
 * to end, so zero rows means "already processed" without an error to catch or a savepoint.
 */
@ApplicationScoped
public class SqlProviderEventLog implements ProviderEventLog {

    private final EntityManager em;

    public SqlProviderEventLog(EntityManager em) {
        this.em = em;
    }

    @Override
    public boolean recordFirst(Entry e) {
        return Jdbc.update(em, "insert into provider_events (id, event, provider_payment_id, external_reference, organization_id, "
                        + "outcome, received_at) values (?, ?, ?, ?, ?, ?, ?) on conflict (id) do nothing",
                e.eventId(), e.event(), e.providerPaymentId(), e.externalReference(), e.organizationId(), e.outcome(),
                e.receivedAt()) == 1;
    }
}
