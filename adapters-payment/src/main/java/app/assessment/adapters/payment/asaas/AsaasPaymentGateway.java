package app.assessment.adapters.payment.asaas;

import static app.assessment.adapters.payment.asaas.AsaasFailures.translated;

import app.assessment.adapters.payment.asaas.AsaasJson.Customer;
import app.assessment.adapters.payment.asaas.AsaasJson.NewCustomer;
import app.assessment.adapters.payment.asaas.AsaasJson.NewPayment;
import app.assessment.adapters.payment.asaas.AsaasJson.Payment;
import app.assessment.adapters.payment.asaas.AsaasJson.PixQrCode;
import app.assessment.application.port.out.payment.ChargeRequest;
import app.assessment.application.port.out.payment.PaymentGateway;
import app.assessment.application.port.out.payment.ProviderPaymentState;
import app.assessment.domain.payment.PaymentMethod;
import app.assessment.domain.payment.ProviderCharge;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Typed;
import java.util.Optional;
import java.util.stream.Stream;
import org.eclipse.microprofile.rest.client.inject.RestClient;

/**
 * The payment provider port on Asaas API v3. Selected by {@code PaymentGatewaySelector} when
 * {@code app.asaas.api-key} is set; typed to itself so it never competes for
 * {@link PaymentGateway} injection points.
 */
@ApplicationScoped
@Typed(AsaasPaymentGateway.class)
public class AsaasPaymentGateway implements PaymentGateway {

    /** Status reported for a charge Asaas keeps but marks removed; Asaas has no status word for it. */
    public static final String DELETED = "DELETED";

    private final AsaasClient client;
    private final AsaasCallLimit limit;

    AsaasPaymentGateway(@RestClient AsaasClient client, AsaasCallLimit limit) {
        this.client = client;
        this.limit = limit;
    }

    @Override
    public ProviderCharge createCharge(ChargeRequest request) {
        return translated("create charge", () -> limit.run(() -> {
            Payment payment = existingCharge(request)
                    .orElseGet(() -> client.createPayment(newPayment(customerId(request), request)));
            return providerCharge(payment, request.method());
        }));
    }

    @Override
    public Optional<ProviderPaymentState> fetch(String providerPaymentId) {
        return translated("fetch payment", () -> limit.run(() -> {
            try {
                return Optional.of(state(client.payment(providerPaymentId)));
            } catch (AsaasHttpException e) {
                if (e.status() == 404) {
                    return Optional.empty();
                }
                throw e;
            }
        }));
    }

    @Override
    public void delete(String providerPaymentId) {
        translated("delete payment", () -> limit.run(() -> {
            try {
                client.deletePayment(providerPaymentId);
            } catch (AsaasHttpException e) {
                if (e.status() != 404) {
                    throw e;
                }
            }
            return null;
        }));
    }

    /**
     * A charge this request already created: an earlier attempt may have reached Asaas even
     * though its answer was lost. Only a live, pending charge of the same method and amount
     * counts; one left from a cancelled earlier charge of the assignment does not.
     */
    private Optional<Payment> existingCharge(ChargeRequest request) {
        return client.findPayments(request.externalReference()).data().stream()
                .filter(Payment::live)
                .filter(p -> "PENDING".equals(p.status()))
                .filter(p -> request.method().wireValue().equals(p.billingType()))
                .filter(p -> p.value() != null && p.value().compareTo(request.amount().reais()) == 0)
                .findFirst();
    }

    /** Asaas keeps duplicate customers, so search (by our reference, then e-mail) before creating. */
    private String customerId(ChargeRequest request) {
        Stream<Customer> byReference = client.findCustomers(request.payerReference(), null).data().stream();
        Stream<Customer> byEmail = request.payerEmail() == null ? Stream.empty()
                : Stream.of(request.payerEmail()).flatMap(email -> client.findCustomers(null, email).data().stream());
        return Stream.concat(byReference, byEmail)
                .filter(Customer::live)
                .map(Customer::id)
                .findFirst()
                .orElseGet(() -> client.createCustomer(
                        new NewCustomer(request.payerName(), request.payerEmail(), request.payerReference())).id());
    }

    private static NewPayment newPayment(String customerId, ChargeRequest request) {
        return new NewPayment(customerId, request.method().wireValue(), request.amount().reais(),
                request.dueDate().toString(), request.description(), request.externalReference());
    }

    private ProviderCharge providerCharge(Payment payment, PaymentMethod method) {
        if (payment.id() == null || payment.invoiceUrl() == null || payment.invoiceUrl().isBlank()) {
            throw AsaasFailures.unavailable("The payment provider answered without a charge id or invoice URL");
        }
        if (method != PaymentMethod.PIX) {
            return new ProviderCharge(payment.id(), payment.invoiceUrl(), null, null);
        }
        PixQrCode qr = client.pixQrCode(payment.id());
        if (qr.encodedImage() == null || qr.payload() == null) {
            throw AsaasFailures.unavailable("The payment provider answered without a PIX QR code");
        }
        return new ProviderCharge(payment.id(), payment.invoiceUrl(), "data:image/png;base64," + qr.encodedImage(),
                qr.payload());
    }

    private static ProviderPaymentState state(Payment payment) {
        String status = payment.live() ? payment.status() : DELETED;
        return new ProviderPaymentState(payment.id(), status == null ? "UNKNOWN" : status,
                AsaasDates.paidAt(payment.paymentDate(), payment.clientPaymentDate(), payment.confirmedDate()));
    }
}
