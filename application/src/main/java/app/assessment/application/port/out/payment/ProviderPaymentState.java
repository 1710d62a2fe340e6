package app.assessment.application.port.out.payment;

import java.time.Instant;
import java.util.Objects;

/**
 * A charge as the provider reports it.
 *
 * @param status the provider's status word (e.g. PENDING, RECEIVED, CONFIRMED, REFUNDED)
 * @param paidAt when the provider says the money arrived, or null
 */
public record ProviderPaymentState(String providerPaymentId, String status, Instant paidAt) {
    public ProviderPaymentState {
        Objects.requireNonNull(providerPaymentId, "providerPaymentId");
        Objects.requireNonNull(status, "status");
    }
}
