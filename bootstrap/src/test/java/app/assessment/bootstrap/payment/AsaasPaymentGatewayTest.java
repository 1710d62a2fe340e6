package app.assessment.bootstrap.payment;

import static app.assessment.bootstrap.payment.AsaasJsonFixtures.customer;
import static app.assessment.bootstrap.payment.AsaasJsonFixtures.errors;
import static app.assessment.bootstrap.payment.AsaasJsonFixtures.invoiceUrl;
import static app.assessment.bootstrap.payment.AsaasJsonFixtures.list;
import static app.assessment.bootstrap.payment.AsaasJsonFixtures.payment;
import static app.assessment.bootstrap.payment.AsaasJsonFixtures.pixQrCode;
import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.anyRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.anyUrl;
import static com.github.tomakehurst.wiremock.client.WireMock.delete;
import static com.github.tomakehurst.wiremock.client.WireMock.deleteRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.equalToJson;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.stubbing.Scenario.STARTED;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import app.assessment.application.port.out.payment.ChargeRequest;
import app.assessment.application.port.out.payment.PaymentGateway;
import app.assessment.application.port.out.payment.ProviderPaymentState;
import app.assessment.domain.payment.Amount;
import app.assessment.domain.payment.PaymentMethod;
import app.assessment.domain.payment.ProviderCharge;
import app.assessment.bootstrap.testsupport.TestClock;
import app.assessment.domain.payment.ProviderOutcome;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.shared.UpstreamBusyException;
import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.client.MappingBuilder;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The Asaas gateway against a real HTTP stub replaying the provider's documented answers and failures. */
@QuarkusTest
@TestProfile(AsaasStubProfile.class)
class AsaasPaymentGatewayTest {

    static final String ASSIGNMENT = "cassignment0000000000000001";
    private static final String PAYER = "cstudent000000000000000001";
    private static final String CUSTOMER = "cus_000005219613";
    private static final String PAYMENT = "pay_080225913252";
    private static final String PIX_PAYLOAD = "00020101021226820014br.gov.bcb.pix2560qrpix-h.bradesco.com.br/"
            + "9d36b84f-c70b-478f-b95c-12729b90ca25520400005303986540549.905802BR5905ASAAS6009JOINVILLE62070503***63041D3D";
    private static final String PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

    @Inject
    PaymentGateway gateway;

    @AsaasStub.Server
    WireMockServer asaas;

    @Inject
    TestClock clock;

    @BeforeEach
    void resetStub() {
        asaas.resetAll();
        clock.reset();
    }


    @Test
    void pixCharge_forANewPayer_createsTheCustomerWithItsDocument_thenTheChargeAndReturnsTheQrCode() {
        AsaasRules.install(asaas);
        asaas.stubFor(customersBy("externalReference", PAYER).willReturn(okJson(list())));
        asaas.stubFor(paymentsByReference().willReturn(okJson(list())));
        asaas.stubFor(post(urlPathEqualTo("/v3/payments"))
                .willReturn(okJson(payment(PAYMENT, "PIX", "49.90", "PENDING", null, false))));
        asaas.stubFor(get(urlPathEqualTo("/v3/payments/" + PAYMENT + "/pixQrCode"))
                .willReturn(okJson(pixQrCode(PNG_BASE64, PIX_PAYLOAD))));

        ProviderCharge charge = gateway.createCharge(request(PaymentMethod.PIX, "49.90"));

        assertThat(charge).isEqualTo(new ProviderCharge(PAYMENT, invoiceUrl(PAYMENT),
                "data:image/png;base64," + PNG_BASE64, PIX_PAYLOAD, Instant.parse("2027-11-29T02:59:59Z")));
        asaas.verify(postRequestedFor(urlPathEqualTo("/v3/customers")).withRequestBody(equalToJson("""
                {"name":"Ana Souza","cpfCnpj":"%s","email":"ana@example.com","externalReference":"%s",
                 "notificationDisabled":true}""".formatted(PaymentWorld.CPF, PAYER))));
        asaas.verify(postRequestedFor(urlPathEqualTo("/v3/payments")).withRequestBody(equalToJson("""
                {"customer":"%s","billingType":"PIX","value":49.90,"dueDate":"2026-11-28",
                 "description":"Avaliação de inglês","externalReference":"%s"}""".formatted(CUSTOMER, ASSIGNMENT))));
        assertThat(asaas.findAll(anyRequestedFor(anyUrl()))).hasSize(5).allSatisfy(request -> {
            assertThat(request.getHeader("access_token")).isEqualTo(AsaasStub.API_KEY);
            assertThat(request.getHeader("User-Agent")).isEqualTo("assessment-service");
        });
    }

    @Test
    void aCustomerWithoutDocument_cannotBeCharged_byAsaasRules() {
        AsaasRules.install(asaas);
        asaas.stubFor(customersBy("externalReference", PAYER).willReturn(okJson(list(
                customer(AsaasRules.CUSTOMER_WITHOUT_DOCUMENT, PAYER, "Ana Souza", null)))));
        asaas.stubFor(post(urlPathEqualTo("/v3/customers/" + AsaasRules.CUSTOMER_WITHOUT_DOCUMENT))
                .willReturn(okJson(customer(AsaasRules.CUSTOMER_WITHOUT_DOCUMENT, PAYER, "Ana Souza", PaymentWorld.CPF))));
        asaas.stubFor(paymentsByReference().willReturn(okJson(list())));
        asaas.stubFor(post(urlPathEqualTo("/v3/payments")).withRequestBody(equalToJson(
                        "{\"customer\":\"" + AsaasRules.CUSTOMER_WITHOUT_DOCUMENT + "\"}", true, true)).atPriority(3)
                .willReturn(okJson(payment(PAYMENT, "BOLETO", "120.00", "PENDING", null, false))));

        // The stub refuses the charge for the customer as Asaas knows it, so the gateway must have updated it first.
        assertRejected(() -> gateway.createCharge(request(PaymentMethod.BOLETO, "120.00")),
                "Para criar esta cobrança é necessário preencher o CPF ou CNPJ do cliente.");
        asaas.verify(postRequestedFor(urlPathEqualTo("/v3/customers/" + AsaasRules.CUSTOMER_WITHOUT_DOCUMENT))
                .withRequestBody(equalToJson("{\"name\":\"Ana Souza\",\"cpfCnpj\":\"" + PaymentWorld.CPF + "\"}")));
    }

    @Test
    void knownPayer_whoseNameOrDocumentDiffer_isUpdatedBeforeTheCharge() {
        asaas.stubFor(customersBy("externalReference", PAYER).willReturn(okJson(list(customer(CUSTOMER, PAYER, "Ana S.", null)))));
        asaas.stubFor(post(urlPathEqualTo("/v3/customers/" + CUSTOMER))
                .willReturn(okJson(customer(CUSTOMER, PAYER, "Ana Souza", PaymentWorld.CPF))));
        asaas.stubFor(paymentsByReference().willReturn(okJson(list())));
        asaas.stubFor(post(urlPathEqualTo("/v3/payments"))
                .willReturn(okJson(payment(PAYMENT, "BOLETO", "120.00", "PENDING", null, false))));

        gateway.createCharge(request(PaymentMethod.BOLETO, "120.00"));

        asaas.verify(postRequestedFor(urlPathEqualTo("/v3/customers/" + CUSTOMER)).withRequestBody(equalToJson("""
                {"name":"Ana Souza","cpfCnpj":"%s"}""".formatted(PaymentWorld.CPF))));
        asaas.verify(0, postRequestedFor(urlPathEqualTo("/v3/customers")));
    }

    @Test
    void aCustomerSharingThePayersEmail_isNeverAdopted() {
        asaas.stubFor(get(urlPathEqualTo("/v3/customers")).withQueryParam("email", equalTo("ana@example.com"))
                .willReturn(okJson(list(customer("cus_000000000999", "cstudent000000000000000999", "Carla Souza", "11144477735")))));
        asaas.stubFor(customersBy("externalReference", PAYER).willReturn(okJson(list())));
        asaas.stubFor(post(urlPathEqualTo("/v3/customers")).willReturn(okJson(customer(CUSTOMER, PAYER, "Ana Souza", PaymentWorld.CPF))));
        asaas.stubFor(paymentsByReference().willReturn(okJson(list())));
        asaas.stubFor(post(urlPathEqualTo("/v3/payments"))
                .willReturn(okJson(payment(PAYMENT, "BOLETO", "120.00", "PENDING", null, false))));

        gateway.createCharge(request(PaymentMethod.BOLETO, "120.00"));

        asaas.verify(postRequestedFor(urlPathEqualTo("/v3/payments")).withRequestBody(equalToJson(
                "{\"customer\":\"" + CUSTOMER + "\"}", true, true)));
        asaas.verify(0, getRequestedFor(urlPathEqualTo("/v3/customers")).withQueryParam("email", equalTo("ana@example.com")));
    }

    @Test
    void boletoCharge_forAKnownPayer_reusesTheCustomerAndLinksTheInvoice() {
        asaas.stubFor(customersBy("externalReference", PAYER).willReturn(okJson(list(
                customer(CUSTOMER, PAYER, "Ana Souza", PaymentWorld.CPF)))));
        asaas.stubFor(paymentsByReference().willReturn(okJson(list())));
        asaas.stubFor(post(urlPathEqualTo("/v3/payments"))
                .willReturn(okJson(payment(PAYMENT, "BOLETO", "120.00", "PENDING", null, false))));

        ProviderCharge charge = gateway.createCharge(request(PaymentMethod.BOLETO, "120.00"));

        assertThat(charge).isEqualTo(new ProviderCharge(PAYMENT, invoiceUrl(PAYMENT), null, null));
        asaas.verify(0, postRequestedFor(urlPathEqualTo("/v3/customers")));
        asaas.verify(0, postRequestedFor(urlPathEqualTo("/v3/customers/" + CUSTOMER)));
    }

    @Test
    void repeatedCreate_afterAFailedAnswer_findsTheChargeByReferenceAndDoesNotPostASecond() {
        asaas.stubFor(customersBy("externalReference", PAYER).willReturn(okJson(list(customer(CUSTOMER, PAYER, "Ana Souza", PaymentWorld.CPF)))));
        // Asaas created the charge but the answer was an error: the next search finds it.
        asaas.stubFor(paymentsByReference().inScenario("lost answer").whenScenarioStateIs(STARTED)
                .willReturn(okJson(list())));
        asaas.stubFor(post(urlPathEqualTo("/v3/payments")).inScenario("lost answer").whenScenarioStateIs(STARTED)
                .willReturn(aResponse().withStatus(500)).willSetStateTo("created"));
        asaas.stubFor(paymentsByReference().inScenario("lost answer").whenScenarioStateIs("created")
                .willReturn(okJson(list(payment(PAYMENT, "CREDIT_CARD", "49.90", "PENDING", null, false)))));

        assertUnavailable(() -> gateway.createCharge(request(PaymentMethod.CREDIT_CARD, "49.90")), "HTTP 500");
        ProviderCharge charge = gateway.createCharge(request(PaymentMethod.CREDIT_CARD, "49.90"));

        assertThat(charge.paymentId()).isEqualTo(PAYMENT);
        asaas.verify(1, postRequestedFor(urlPathEqualTo("/v3/payments")));
    }

    @Test
    void create_ignoresAnEarlierDeletedOrDifferentCharge_ofTheSameAssignment() {
        asaas.stubFor(customersBy("externalReference", PAYER).willReturn(okJson(list(customer(CUSTOMER, PAYER, "Ana Souza", PaymentWorld.CPF)))));
        asaas.stubFor(paymentsByReference().willReturn(okJson(list(
                payment("pay_000000000001", "CREDIT_CARD", "49.90", "PENDING", null, true),
                payment("pay_000000000002", "CREDIT_CARD", "30.00", "PENDING", null, false)))));
        asaas.stubFor(post(urlPathEqualTo("/v3/payments"))
                .willReturn(okJson(payment(PAYMENT, "CREDIT_CARD", "49.90", "PENDING", null, false))));

        assertThat(gateway.createCharge(request(PaymentMethod.CREDIT_CARD, "49.90")).paymentId()).isEqualTo(PAYMENT);
        asaas.verify(1, postRequestedFor(urlPathEqualTo("/v3/payments")));
    }

    @Test
    void badRequest_isRejected422_carryingTheProvidersDescription_withoutRetry() {
        asaas.stubFor(customersBy("externalReference", PAYER).willReturn(okJson(list(customer(CUSTOMER, PAYER, "Ana Souza",
                PaymentWorld.CPF)))));
        asaas.stubFor(paymentsByReference().willReturn(okJson(list())));
        asaas.stubFor(post(urlPathEqualTo("/v3/payments")).willReturn(aResponse().withStatus(400)
                .withHeader("Content-Type", "application/json")
                .withBody(errors("invalid_dueDate", "A data de vencimento não pode ser inferior à hoje"))));

        assertRejected(() -> gateway.createCharge(request(PaymentMethod.PIX, "49.90")),
                "refused the request: A data de vencimento não pode ser inferior à hoje");
        asaas.verify(1, postRequestedFor(urlPathEqualTo("/v3/payments")));
    }

    @Test
    void rateLimited_isBusy503_forTheResetSeconds_andNoCallReachesAsaasBeforeThen() {
        clock.freezeAt(AsaasStub.rateLimitedTestTime());
        asaas.stubFor(paymentById().willReturn(aResponse().withStatus(429).withHeader("RateLimit-Limit", "100")
                .withHeader("RateLimit-Remaining", "0").withHeader("RateLimit-Reset", "30")));

        assertBusy(() -> gateway.fetch(PAYMENT), 30);
        assertThatThrownBy(() -> gateway.delete(PAYMENT)).isInstanceOfSatisfying(UpstreamBusyException.class,
                e -> assertThat(e.retryAfterSeconds()).isBetween(1L, 30L));
        asaas.verify(1, anyRequestedFor(anyUrl()));
        clock.advance(Duration.ofSeconds(31));
        asaas.stubFor(paymentById().willReturn(okJson(payment(PAYMENT, "PIX", "49.90", "PENDING", null, false))));
        assertThat(gateway.fetch(PAYMENT)).isPresent();
    }

    @Test
    void unauthorized_isUpstreamFailure_notRetried() {
        asaas.stubFor(paymentsByReference().willReturn(aResponse().withStatus(401)));

        assertUnavailable(() -> gateway.createCharge(request(PaymentMethod.PIX, "49.90")), "credentials");
        asaas.verify(1, getRequestedFor(urlPathEqualTo("/v3/payments")));
    }

    @Test
    void fetch_ofAReceivedCharge_paidOnTheDayOfAsking_isPaidAtTheMomentOfAsking() {
        clock.freezeAt(Instant.parse("2026-11-21T17:40:00Z"));
        asaas.stubFor(paymentById().willReturn(okJson(payment(PAYMENT, "PIX", "49.90", "RECEIVED", "2026-11-21", false))));

        assertThat(gateway.fetch(PAYMENT)).contains(
                new ProviderPaymentState(PAYMENT, "RECEIVED", ProviderOutcome.PAID, Instant.parse("2026-11-21T17:40:00Z")));
    }

    @Test
    void fetch_ofAChargeReceivedOnAnEarlierDay_isPaidThatDayAtTheTimeOfAsking() {
        clock.freezeAt(Instant.parse("2026-11-23T17:40:00Z"));
        asaas.stubFor(paymentById().willReturn(okJson(payment(PAYMENT, "PIX", "49.90", "CONFIRMED", "2026-11-21", false))));

        assertThat(gateway.fetch(PAYMENT)).contains(
                new ProviderPaymentState(PAYMENT, "CONFIRMED", ProviderOutcome.PAID, Instant.parse("2026-11-21T17:40:00Z")));
    }

    @Test
    void fetch_ofADeletedCharge_reportsDeleted() {
        asaas.stubFor(paymentById().willReturn(okJson(payment(PAYMENT, "PIX", "49.90", "PENDING", null, true))));

        assertThat(gateway.fetch(PAYMENT)).contains(new ProviderPaymentState(PAYMENT, "DELETED", ProviderOutcome.CANCELLED, null));
    }

    @Test
    void fetch_ofAnUnknownCharge_isEmpty() {
        asaas.stubFor(paymentById().willReturn(aResponse().withStatus(404)));

        assertThat(gateway.fetch(PAYMENT)).isEmpty();
        asaas.verify(1, getRequestedFor(urlPathEqualTo("/v3/payments/" + PAYMENT)));
    }

    @Test
    void fetch_whileTheProviderFails_isRetriedTwice_thenUpstreamFailure() {
        asaas.stubFor(paymentById().willReturn(aResponse().withStatus(500)));

        assertUnavailable(() -> gateway.fetch(PAYMENT), "unavailable (HTTP 500)");
        asaas.verify(3, getRequestedFor(urlPathEqualTo("/v3/payments/" + PAYMENT)));
    }

    @Test
    void fetch_whileRateLimitedWithoutReset_isNotRetried_andWaitsAMinute() {
        clock.freezeAt(AsaasStub.rateLimitedTestTime());
        asaas.stubFor(paymentById().willReturn(aResponse().withStatus(429)));

        assertBusy(() -> gateway.fetch(PAYMENT), 60);
        asaas.verify(1, getRequestedFor(urlPathEqualTo("/v3/payments/" + PAYMENT)));
    }

    @Test
    void fetch_afterOneFailure_succeedsOnTheRetry() {
        asaas.stubFor(paymentById().inScenario("blip").whenScenarioStateIs(STARTED)
                .willReturn(aResponse().withStatus(503)).willSetStateTo("recovered"));
        asaas.stubFor(paymentById().inScenario("blip").whenScenarioStateIs("recovered")
                .willReturn(okJson(payment(PAYMENT, "PIX", "49.90", "PENDING", null, false))));

        assertThat(gateway.fetch(PAYMENT)).contains(new ProviderPaymentState(PAYMENT, "PENDING", ProviderOutcome.UNCHANGED, null));
    }

    @Test
    void fetch_slowerThanTheReadTimeout_isUpstreamFailure() {
        asaas.stubFor(paymentById().willReturn(okJson(payment(PAYMENT, "PIX", "49.90", "PENDING", null, false))
                .withFixedDelay(AsaasStub.READ_TIMEOUT_MS + 1000)));

        assertUnavailable(() -> gateway.fetch(PAYMENT), "did not answer");
    }

    @Test
    void aCallBeyondTheLimit_whileTheProviderIsSlow_failsAtOnce_withoutReachingIt() throws Exception {
        asaas.stubFor(paymentById().willReturn(okJson(payment(PAYMENT, "PIX", "49.90", "PENDING", null, false))
                .withFixedDelay(AsaasStub.READ_TIMEOUT_MS * 8 / 10)));
        ExecutorService callers = Executors.newFixedThreadPool(AsaasStub.MAX_CONCURRENT_CALLS);
        try {
            List<Future<Optional<ProviderPaymentState>>> inFlight = new ArrayList<>();
            for (int i = 0; i < AsaasStub.MAX_CONCURRENT_CALLS; i++) {
                inFlight.add(callers.submit(() -> gateway.fetch(PAYMENT)));
            }
            await().until(() -> asaas.getAllServeEvents().size() == AsaasStub.MAX_CONCURRENT_CALLS);

            assertUnavailable(() -> gateway.fetch(PAYMENT), "other calls are waiting on it");

            for (Future<Optional<ProviderPaymentState>> call : inFlight) {
                assertThat(call.get()).contains(new ProviderPaymentState(PAYMENT, "PENDING", ProviderOutcome.UNCHANGED, null));
            }
            asaas.verify(AsaasStub.MAX_CONCURRENT_CALLS, getRequestedFor(urlPathEqualTo("/v3/payments/" + PAYMENT)));
            assertThat(gateway.fetch(PAYMENT)).as("a slot is free again once the slow calls answered").isPresent();
        } finally {
            callers.shutdownNow();
        }
    }

    @Test
    void delete_sendsTheDelete() {
        asaas.stubFor(delete(urlPathEqualTo("/v3/payments/" + PAYMENT))
                .willReturn(okJson("{\"deleted\":true,\"id\":\"" + PAYMENT + "\"}")));

        gateway.delete(PAYMENT);

        asaas.verify(1, deleteRequestedFor(urlPathEqualTo("/v3/payments/" + PAYMENT))
                .withHeader("access_token", equalTo(AsaasStub.API_KEY)));
    }

    @Test
    void delete_ofAChargeAlreadyGone_isNotAnError() {
        asaas.stubFor(delete(urlPathEqualTo("/v3/payments/" + PAYMENT)).willReturn(aResponse().withStatus(404)));

        gateway.delete(PAYMENT);

        asaas.verify(1, deleteRequestedFor(urlPathEqualTo("/v3/payments/" + PAYMENT)));
    }

    @Test
    void delete_whileTheProviderFails_isRetriedTwice_thenUpstreamFailure() {
        asaas.stubFor(delete(urlPathEqualTo("/v3/payments/" + PAYMENT)).willReturn(aResponse().withStatus(502)));

        assertUnavailable(() -> gateway.delete(PAYMENT), "unavailable (HTTP 502)");
        asaas.verify(3, deleteRequestedFor(urlPathEqualTo("/v3/payments/" + PAYMENT)));
    }

    private static ChargeRequest request(PaymentMethod method, String amount) {
        return new ChargeRequest(ASSIGNMENT, method, Amount.of(amount), LocalDate.of(2026, 11, 28),
                "Avaliação de inglês", PAYER, "Ana Souza", "ana@example.com", PaymentWorld.CPF);
    }

    private static MappingBuilder customersBy(String filter, String value) {
        return get(urlPathEqualTo("/v3/customers")).withQueryParam(filter, equalTo(value));
    }

    private static MappingBuilder paymentsByReference() {
        return get(urlPathEqualTo("/v3/payments")).withQueryParam("externalReference", equalTo(ASSIGNMENT));
    }

    private static MappingBuilder paymentById() {
        return get(urlPathEqualTo("/v3/payments/" + PAYMENT));
    }

    private static void assertRejected(ThrowingCallable call, String messagePart) {
        assertThatThrownBy(call).isInstanceOfSatisfying(DomainException.class, e -> {
            assertThat(e.kind()).isEqualTo(DomainException.Kind.UNPROCESSABLE);
            assertThat(e.code()).isEqualTo("PAYMENT_PROVIDER_REJECTED");
            assertThat(e.getMessage()).contains(messagePart);
        });
    }

    private static void assertBusy(ThrowingCallable call, long retryAfterSeconds) {
        assertThatThrownBy(call).isInstanceOfSatisfying(UpstreamBusyException.class, e -> {
            assertThat(e.code()).isEqualTo("PAYMENT_PROVIDER_BUSY");
            assertThat(e.retryAfterSeconds()).isEqualTo(retryAfterSeconds);
        });
    }

    private static void assertUnavailable(ThrowingCallable call, String messagePart) {
        assertThatThrownBy(call).isInstanceOfSatisfying(DomainException.class, e -> {
            assertThat(e.kind()).isEqualTo(DomainException.Kind.UPSTREAM_FAILED);
            assertThat(e.code()).isEqualTo("PAYMENT_PROVIDER_UNAVAILABLE");
            assertThat(e.getMessage()).contains(messagePart);
        });
    }
}
