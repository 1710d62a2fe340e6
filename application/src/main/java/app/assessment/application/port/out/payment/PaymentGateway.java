package app.assessment.application.port.out.payment;

import app.assessment.domain.payment.ProviderCharge;
import java.util.Optional;

/**
 * The external payment provider (Asaas). Implementations translate every provider or network
 * failure into a DomainException of kind UPSTREAM_FAILED with code PAYMENT_PROVIDER_UNAVAILABLE.
 */
public interface PaymentGateway {

    /**
     * Creates the charge at the provider. Never creates two charges for one request: a retry
     * first looks the charge up by its external reference (the assignment id).
     */
    ProviderCharge createCharge(ChargeRequest request);

    /** The provider's view of a charge, for reconciliation. Empty when the provider does not know it. */
    Optional<ProviderPaymentState> fetch(String providerPaymentId);

    /** Deletes (cancels) the charge at the provider; a charge already gone is not an error. */
    void delete(String providerPaymentId);
}
