package app.assessment.adapters.payment.simulated;

import app.assessment.adapters.payment.AsaasConfig;
import app.assessment.adapters.payment.asaas.AsaasOutcomes;
import app.assessment.application.port.out.payment.ChargeRequest;
import app.assessment.application.port.out.payment.PaymentGateway;
import app.assessment.application.port.out.payment.PixQrCode;
import app.assessment.application.port.out.payment.ProviderPaymentState;
import app.assessment.domain.payment.PaymentMethod;
import app.assessment.domain.payment.ProviderCharge;
import app.assessment.domain.shared.DomainException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Typed;
import jakarta.inject.Inject;
import java.security.SecureRandom;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A stand-in provider for development and demonstrations, used when no Asaas API key is
 * configured (never in the prod profile: see {@code PaymentGatewaySelector}). Charges look
 * like Asaas' (ids {@code pay_...}, an invoice link, for PIX a scannable QR code of a BR Code
 * text with the amount) and live in memory, so fetch and delete agree with what was created
 * until the process stops. Nothing is ever paid here; confirmation is manual.
 */
@ApplicationScoped
@Typed(SimulatedPaymentGateway.class)
public class SimulatedPaymentGateway implements PaymentGateway {

    public static final String PENDING = "PENDING";
    public static final String DELETED = "DELETED";

    private static final String ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
    private static final int ID_LENGTH = 16;

    private final SecureRandom random = new SecureRandom();
    private final Map<String, Simulated> charges = new ConcurrentHashMap<>();
    private final String invoiceBaseUrl;

    @Inject
    public SimulatedPaymentGateway(AsaasConfig config) {
        this(config.simulated().invoiceBaseUrl());
    }

    public SimulatedPaymentGateway(String invoiceBaseUrl) {
        this.invoiceBaseUrl = invoiceBaseUrl.endsWith("/") ? invoiceBaseUrl : invoiceBaseUrl + "/";
    }

    /** Like the real gateway, a repeated request for the same pending charge gets that charge back. */
    @Override
    public synchronized ProviderCharge createCharge(ChargeRequest request) {
        return charges.values().stream()
                .filter(c -> c.sameAs(request))
                .map(Simulated::charge)
                .findFirst()
                .orElseGet(() -> create(request));
    }

    @Override
    public Optional<ProviderPaymentState> fetch(String providerPaymentId) {
        return Optional.ofNullable(charges.get(providerPaymentId))
                .map(c -> new ProviderPaymentState(providerPaymentId, c.status(), AsaasOutcomes.ofPaymentStatus(c.status()), null));
    }

    /** The simulated QR codes never expire, so nobody asks for a fresh one; answered for completeness. */
    @Override
    public PixQrCode pixQrCode(String providerPaymentId) {
        ProviderCharge charge = Optional.ofNullable(charges.get(providerPaymentId)).map(Simulated::charge)
                .filter(c -> c.qrCode() != null)
                .orElseThrow(() -> new DomainException(DomainException.Kind.UPSTREAM_FAILED, "PAYMENT_PROVIDER_UNAVAILABLE",
                        "The simulated provider has no PIX charge " + providerPaymentId));
        return new PixQrCode(charge.qrCode(), charge.qrCodeText(), null);
    }

    @Override
    public void delete(String providerPaymentId) {
        charges.computeIfPresent(providerPaymentId, (id, c) -> c.deleted());
    }

    private ProviderCharge create(ChargeRequest request) {
        String token = randomToken();
        String id = "pay_" + token;
        String link = invoiceBaseUrl + token;
        ProviderCharge charge;
        if (request.method() == PaymentMethod.PIX) {
            String payload = PixPayload.of(UUID.randomUUID().toString(), request.amount().reais(), token);
            charge = new ProviderCharge(id, link, QrCodePng.dataUrl(payload), payload);
        } else {
            charge = new ProviderCharge(id, link, null, null);
        }
        charges.put(id, new Simulated(request, charge, PENDING));
        return charge;
    }

    private String randomToken() {
        StringBuilder token = new StringBuilder(ID_LENGTH);
        for (int i = 0; i < ID_LENGTH; i++) {
            token.append(ID_ALPHABET.charAt(random.nextInt(ID_ALPHABET.length())));
        }
        return token.toString();
    }

    private record Simulated(ChargeRequest request, ProviderCharge charge, String status) {

        boolean sameAs(ChargeRequest other) {
            return PENDING.equals(status)
                    && request.externalReference().equals(other.externalReference())
                    && request.method() == other.method()
                    && request.amount().equals(other.amount());
        }

        Simulated deleted() {
            return new Simulated(request, charge, DELETED);
        }
    }
}
