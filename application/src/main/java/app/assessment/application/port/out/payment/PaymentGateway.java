package app.assessment.application.port.out.payment;

import app.assessment.domain.payment.ProviderCharge;
import java.util.Optional;

/**
 * The external payment provider (Asaas). Implementations translate every provider or network
 * failure into a DomainException: the provider refusing the request 422
 * {@code PAYMENT_PROVIDER_REJECTED} with its reason; limiting requests 503
 * {@code PAYMENT_PROVIDER_BUSY} with the seconds until it accepts again; anything else 502
 * {@code PAYMENT_PROVIDER_UNAVAILABLE}.
 */
public interface PaymentGateway {

    /**
     * Creates the charge at the provider. Never creates two charges for one request: a retry
     * first looks the charge up by its external reference (the assignment id).
     */
    ProviderCharge createCharge(ChargeRequest request);

    /** The provider's view of a charge, for reconciliation. Empty when the provider does not know it. */
    Optional<ProviderPaymentState> fetch(String providerPaymentId);

    /** The current QR code of a PIX charge (a fresh one once the earlier expired). */
    PixQrCode pixQrCode(String providerPaymentId);

    /** Deletes (cancels) the charge at the provider; a charge already gone is not an error. */
    void delete(String providerPaymentId);
}
