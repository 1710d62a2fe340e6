package app.assessment.application.fakes;

import app.assessment.application.port.out.payment.ChargeRequest;
import app.assessment.application.port.out.payment.PaymentGateway;
import app.assessment.application.port.out.payment.PixQrCode;
import app.assessment.application.port.out.payment.ProviderPaymentState;
import app.assessment.domain.payment.ProviderCharge;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A payment provider that creates charges {@code pay_1}, {@code pay_2}, ... and fails on demand:
 * set {@link #failCreate} or {@link #failDelete} to the failure the next calls throw.
 */
public final class FlakyGateway implements PaymentGateway {

    public final List<ChargeRequest> created = new ArrayList<>();
    public final List<String> deleted = new ArrayList<>();
    public final Map<String, ProviderPaymentState> states = new HashMap<>();
    public RuntimeException failCreate;
    public RuntimeException failDelete;
    private int next;

    @Override
    public ProviderCharge createCharge(ChargeRequest request) {
        if (failCreate != null) {
            throw failCreate;
        }
        created.add(request);
        String id = "pay_" + ++next;
        return new ProviderCharge(id, "https://pay.example/i/" + id, null, null);
    }

    @Override
    public Optional<ProviderPaymentState> fetch(String providerPaymentId) {
        return Optional.ofNullable(states.get(providerPaymentId));
    }

    @Override
    public PixQrCode pixQrCode(String providerPaymentId) {
        throw new UnsupportedOperationException("no PIX in these tests");
    }

    @Override
    public void delete(String providerPaymentId) {
        if (failDelete != null) {
            throw failDelete;
        }
        deleted.add(providerPaymentId);
    }
}
