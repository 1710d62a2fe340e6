package app.assessment.application.port.out.payment;

import java.time.Instant;
import java.util.Objects;

/**
 * A charge as the provider reports it.
 *
 * @param status the provider's status word (e.g. PENDING, RECEIVED, CONFIRMED, REFUNDED), or
 *     DELETED for a charge the provider still knows but has removed (Asaas flags it, it has no
 *     status word for it)
 * @param paidAt when the provider says the money arrived, or null; Asaas reports a day only, so
 *     this is the start of that day in São Paulo
 */
public record ProviderPaymentState(String providerPaymentId, String status, Instant paidAt) {
    public ProviderPaymentState {
        Objects.requireNonNull(providerPaymentId, "providerPaymentId");
        Objects.requireNonNull(status, "status");
    }
}
