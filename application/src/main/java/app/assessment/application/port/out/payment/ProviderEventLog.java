package app.assessment.application.port.out.payment;

import java.time.Instant;

/**
 * Every webhook event the provider delivered, once. Deliveries are at-least-once, so the
 * event id is the key: only the first delivery of an id is stored, and only it may have an effect.
 */
public interface ProviderEventLog {

    /**
     * Stores the event unless its id is already stored (or being stored by a concurrent delivery,
     * in which case this waits for that one's transaction).
     *
     * @return true for the first delivery of the id, false for a repeat
     */
    boolean recordFirst(Entry entry);

    /**
     * @param organizationId of the assignment the event was matched to, or null
     * @param outcome what the event did, e.g. {@code applied}, {@code unchanged}, {@code unknown_charge}
     */
    record Entry(String eventId, String event, String providerPaymentId, String externalReference,
                 String organizationId, String outcome, Instant receivedAt) {
    }
}
