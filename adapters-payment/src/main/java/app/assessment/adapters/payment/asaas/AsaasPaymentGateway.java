package app.assessment.adapters.payment.asaas;

import app.assessment.adapters.payment.AsaasConfig;
import app.assessment.adapters.payment.asaas.AsaasJson.Customer;
import app.assessment.adapters.payment.asaas.AsaasJson.CustomerUpdate;
import app.assessment.adapters.payment.asaas.AsaasJson.NewCustomer;
import app.assessment.adapters.payment.asaas.AsaasJson.NewPayment;
import app.assessment.adapters.payment.asaas.AsaasJson.Payment;
import app.assessment.adapters.payment.asaas.AsaasJson.PixQrCode;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.metrics.OperationalMetrics;
import app.assessment.application.port.out.payment.ChargeRequest;
import app.assessment.application.port.out.payment.PaymentGateway;
import app.assessment.application.port.out.payment.ProviderPaymentState;
import app.assessment.domain.payment.PaymentMethod;
import app.assessment.domain.payment.ProviderCharge;
import app.assessment.domain.shared.DomainException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Typed;
import java.time.Duration;
import java.time.LocalDateTime;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;
import org.eclipse.microprofile.rest.client.inject.RestClient;

/**
 * The payment provider port on Asaas API v3. Selected by {@code PaymentGatewaySelector} when
 * {@code app.asaas.api-key} is set; typed to itself so it never competes for
 * {@link PaymentGateway} injection points.
 *
 * <p>Asaas refuses a charge for a customer without CPF/CNPJ, so the customer is created with the
 * payer's document and kept in step with it: found by our participant id ({@code externalReference})
 * only, never by e-mail (siblings share a parent's address), and updated when its name or
 * document differ from the participant's.
 */
@ApplicationScoped
@Typed(AsaasPaymentGateway.class)
public class AsaasPaymentGateway implements PaymentGateway {

    private final AsaasClient client;
    private final AsaasCallLimit limit;
    private final AsaasRateLimitGate gate;
    private final Clock clock;
    private final boolean customerNotificationsDisabled;
    private final OperationalMetrics metrics;

    AsaasPaymentGateway(@RestClient AsaasClient client, AsaasCallLimit limit, AsaasRateLimitGate gate, Clock clock,
            AsaasConfig config, OperationalMetrics metrics) {
        this.client = client;
        this.limit = limit;
        this.gate = gate;
        this.clock = clock;
        this.customerNotificationsDisabled = config.customerNotificationsDisabled();
        this.metrics = metrics;
    }

    /**
     * One port operation, with the failures the port promises and, for the operator, its outcome
     * ({@code success} or the failure's code) and duration, whatever number of HTTP requests it took.
     */
    private <T> T translated(String operation, AsaasRateLimitGate gate, Supplier<T> call) {
        long start = System.nanoTime();
        String outcome = "failed";
        try {
            T result = AsaasFailures.translated(operation, gate, call);
            outcome = "success";
            return result;
        } catch (DomainException e) {
            outcome = e.code().toLowerCase(Locale.ROOT);
            throw e;
        } finally {
            metrics.providerCall(operation.replace(' ', '-').toLowerCase(Locale.ROOT), outcome,
                    Duration.ofNanos(System.nanoTime() - start));
        }
    }

    @Override
    public ProviderCharge createCharge(ChargeRequest request) {
        return translated("create charge", gate, () -> limit.run(() -> {
            Payment payment = existingCharge(request)
                    .orElseGet(() -> client.createPayment(newPayment(customerId(request), request)));
            return providerCharge(payment, request.method());
        }));
    }

    @Override
    public Optional<ProviderPaymentState> fetch(String providerPaymentId) {
        return translated("fetch payment", gate, () -> limit.run(() -> {
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
    public app.assessment.application.port.out.payment.PixQrCode pixQrCode(String providerPaymentId) {
        return translated("fetch PIX QR code", gate, () -> limit.run(() -> {
            PixQrCode qr = validQrCode(client.pixQrCode(providerPaymentId));
            return new app.assessment.application.port.out.payment.PixQrCode("data:image/png;base64," + qr.encodedImage(),
                    qr.payload(), AsaasDates.localTime(qr.expirationDate()));
        }));
    }

    @Override
    public void delete(String providerPaymentId) {
        translated("delete payment", gate, () -> limit.run(() -> {
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

    /** Asaas keeps duplicate customers, so search by our participant id before creating. */
    private String customerId(ChargeRequest request) {
        Optional<Customer> existing = client.findCustomers(request.payerReference()).data().stream()
                .filter(Customer::live)
                .filter(c -> request.payerReference().equals(c.externalReference()))
                .findFirst();
        if (existing.isEmpty()) {
            return client.createCustomer(new NewCustomer(request.payerName(), request.payerDocument(), request.payerEmail(),
                    request.payerReference(), customerNotificationsDisabled)).id();
        }
        Customer customer = existing.get();
        if (!request.payerName().equals(customer.name()) || !request.payerDocument().equals(customer.cpfCnpj())) {
            client.updateCustomer(customer.id(), new CustomerUpdate(request.payerName(), request.payerDocument()));
        }
        return customer.id();
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
        PixQrCode qr = validQrCode(client.pixQrCode(payment.id()));
        return new ProviderCharge(payment.id(), payment.invoiceUrl(), "data:image/png;base64," + qr.encodedImage(),
                qr.payload(), AsaasDates.localTime(qr.expirationDate()));
    }

    private static PixQrCode validQrCode(PixQrCode qr) {
        if (qr.encodedImage() == null || qr.payload() == null) {
            throw AsaasFailures.unavailable("The payment provider answered without a PIX QR code");
        }
        return qr;
    }

    /** A sync has no event time of its own: the moment of asking stands in for it. */
    private ProviderPaymentState state(Payment payment) {
        String status = payment.live() ? payment.status() : AsaasOutcomes.DELETED;
        String reported = status == null ? "UNKNOWN" : status;
        LocalDateTime now = LocalDateTime.ofInstant(clock.now(), AsaasDates.PROVIDER_ZONE);
        return new ProviderPaymentState(payment.id(), reported, AsaasOutcomes.ofPaymentStatus(reported),
                AsaasDates.paidAt(payment.paymentDate(), payment.clientPaymentDate(), payment.confirmedDate(), now));
    }
}
