package app.assessment.application.port.in.payment;

import app.assessment.domain.payment.ProviderOutcome;
import app.assessment.domain.shared.Check;
import java.time.Instant;
import java.util.Objects;

/**
 * A webhook event from the payment provider, already authenticated and translated by the
 * provider's adapter. Every event is stored once by its id; a repeated id has no effect. Events
 * about an unknown assignment or charge are stored and acknowledged too: the provider must not
 * keep retrying what the service cannot use.
 */
public interface ReceiveProviderEventUseCase {

    Outcome receive(ProviderEvent event);

    enum Outcome {
        /** The payment changed. */
        APPLIED,
        /** The payment was found and the event changes nothing (an unknown kind, an older charge, already so). */
        UNCHANGED,
        /** Money received for a charge an administrator settled: nothing changes, a refund is due (docs/adr/0044). */
        LATE_PAYMENT,
        /** No assignment or charge of the service matches the event. */
        UNKNOWN_CHARGE,
        /** The event id was delivered before. */
        DUPLICATE
    }

    /**
     * Optional fields longer than the store keeps are cut, never refused: a refused event is
     * redelivered by the provider, and enough refusals pause its whole queue. The event id is
     * cut too (the provider's ids are far shorter); only a missing id or event name is refused.
     *
     * @param event the provider's event name, as sent (kept for operators)
     * @param outcome what the event means for a charge, decided by the provider's adapter
     * @param externalReference the assignment id the service gave the provider, when the event carries one
     * @param paymentDate when the provider says the money arrived, or null
     * @param ip the delivering address, for the audit log
     */
    record ProviderEvent(String eventId, String event, ProviderOutcome outcome, String providerPaymentId,
                         String externalReference, Instant paymentDate, String ip) {

        public static final int ID_MAX = 200;

        public ProviderEvent {
            Check.required("id", eventId == null || eventId.isBlank() ? null : eventId);
            Check.required("event", event == null || event.isBlank() ? null : event);
            Objects.requireNonNull(outcome, "outcome");
            eventId = cut(eventId);
            event = cut(event);
            providerPaymentId = cut(providerPaymentId);
            externalReference = cut(externalReference);
        }

        private static String cut(String value) {
            return value == null || value.length() <= ID_MAX ? value : value.substring(0, ID_MAX);
        }
    }
}
