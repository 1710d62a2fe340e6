package app.assessment.application.port.out.payment;

import app.assessment.domain.payment.ProviderOutcome;
import java.time.Instant;
import java.util.Objects;

/**
 * A charge as the provider reports it, already translated by the provider's adapter.
 *
 * @param status the provider's own status word (e.g. PENDING, RECEIVED, DELETED), for the audit log only
 * @param outcome what the status means for the charge
 * @param paidAt when the provider says the money arrived, or null
 */
public record ProviderPaymentState(String providerPaymentId, String status, ProviderOutcome outcome, Instant paidAt) {
    public ProviderPaymentState {
        Objects.requireNonNull(providerPaymentId, "providerPaymentId");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(outcome, "outcome");
    }
}
