package app.assessment.application.port.in.payment;

import app.assessment.domain.shared.Check;
import java.time.Instant;

/**
 * A webhook event from the payment provider, already authenticated. Every event is stored once
 * by its id; a repeated id has no effect. Events about an unknown assignment or charge are stored
 * and acknowledged too: the provider must not keep retrying what the service cannot use.
 */
public interface ReceiveProviderEventUseCase {

    Outcome receive(ProviderEvent event);

    enum Outcome {
        /** The payment changed. */
        APPLIED,
        /** The payment was found and the event changes nothing (an unknown kind, an older charge, already so). */
        UNCHANGED,
        /** No assignment or charge of the service matches the event. */
        UNKNOWN_CHARGE,
        /** The event id was delivered before. */
        DUPLICATE
    }

    /**
     * @param externalReference the assignment id the service gave the provider, when the event carries one
     * @param paymentDate when the provider says the money arrived, or null
     * @param ip the delivering address, for the audit log
     */
    record ProviderEvent(String eventId, String event, String providerPaymentId, String externalReference,
                         Instant paymentDate, String ip) {

        public static final int ID_MAX = 200;

        public ProviderEvent {
            Check.text("id", eventId, ID_MAX);
            Check.text("event", event, ID_MAX);
            providerPaymentId = Check.optionalText("payment.id", providerPaymentId, ID_MAX);
            externalReference = Check.optionalText("payment.externalReference", externalReference, ID_MAX);
        }
    }
}
