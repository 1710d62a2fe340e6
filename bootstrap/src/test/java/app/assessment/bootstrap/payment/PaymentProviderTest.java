package app.assessment.bootstrap.payment;

import static app.assessment.bootstrap.payment.AsaasJsonFixtures.customer;
import static app.assessment.bootstrap.payment.AsaasJsonFixtures.list;
import static app.assessment.bootstrap.payment.AsaasJsonFixtures.payment;
import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.delete;
import static com.github.tomakehurst.wiremock.client.WireMock.deleteRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import app.assessment.bootstrap.testsupport.TestAccounts;
import com.github.tomakehurst.wiremock.WireMockServer;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Payment actions against the Asaas gateway on a real HTTP stub: provider failures, sync, reconciliation. */
@QuarkusTest
@TestProfile(AsaasStubProfile.class)
class PaymentProviderTest {

    private static final String CRON = "Bearer dev-only-cron-secret-0123456789abcdef";

    @Inject
    TestAccounts accounts;

    @Inject
    PaymentRows rows;

    @AsaasStub.Server
    WireMockServer asaas;

    private PaymentWorld world;

    @BeforeEach
    void setUp() {
        asaas.resetAll();
        asaas.stubFor(get(urlPathEqualTo("/v3/customers")).willReturn(okJson(list())));
        asaas.stubFor(post(urlPathEqualTo("/v3/customers")).willReturn(okJson(customer("cus_000005219613", "any"))));
        asaas.stubFor(get(urlPathEqualTo("/v3/payments")).willReturn(okJson(list())));
        world = new PaymentWorld(accounts);
    }

    @Test
    void providerFailureOnCreate_is502_andNothingIsWrittenLocally() {
        asaas.stubFor(post(urlPathEqualTo("/v3/payments")).willReturn(aResponse().withStatus(503)));
        var a = world.assignment();
        world.create(a.id(), "BOLETO", 80).then().statusCode(502).body("code", equalTo("PAYMENT_PROVIDER_UNAVAILABLE"));
        assertThat(rows.charges(a.id())).isEmpty();
        assertThat(rows.audit(a.id())).isEmpty();
        world.admin.request().get(PaymentWorld.paymentPath(a.id())).then().body("paymentStatus", equalTo(null));
    }

    @Test
    void providerFailureOnCancel_is502_andTheChargeStaysPending() {
        var a = world.assignment();
        String providerId = createdAtProvider(a.id());
        asaas.stubFor(delete(urlPathEqualTo("/v3/payments/" + providerId)).willReturn(aResponse().withStatus(500)));
        world.action(a.id(), "cancel").then().statusCode(502).body("code", equalTo("PAYMENT_PROVIDER_UNAVAILABLE"));
        world.action(a.id(), "confirm").then().statusCode(502);
        world.admin.request().get(PaymentWorld.paymentPath(a.id())).then()
                .body("paymentStatus", equalTo("pending")).body("paymentId", equalTo(providerId));
        assertThat(rows.audit(a.id())).containsExactly("payment.create by USER");

        asaas.stubFor(delete(urlPathEqualTo("/v3/payments/" + providerId)).willReturn(okJson("{\"deleted\":true,\"id\":\"" + providerId + "\"}")));
        world.action(a.id(), "cancel").then().statusCode(200);
        asaas.verify(deleteRequestedFor(urlPathEqualTo("/v3/payments/" + providerId)));
        assertThat(rows.charges(a.id())).containsExactly("cancelled/true");
    }

    @Test
    void sync_appliesTheProvidersStatusAndPaymentDay() {
        var a = world.assignment();
        String providerId = createdAtProvider(a.id());
        reports(providerId, "RECEIVED", "2026-11-20");
        world.action(a.id(), "sync").then().statusCode(200)
                .body("ok", equalTo(true)).body("status", equalTo("paid")).body("paidAt", equalTo("2026-11-20T03:00:00.000Z"));
        assertThat(rows.audit(a.id())).containsExactly("payment.create by USER", "payment.sync by USER");
    }

    @Test
    void reconciliation_syncsOnlyChargesOlderThanTheMinimumAge_asTheSystem() {
        var old = world.assignment();
        reports(createdAtProvider(old.id()), "CONFIRMED", "2026-11-19");
        rows.age(old.id(), 20);
        var fresh = world.assignment();
        reports(createdAtProvider(fresh.id()), "RECEIVED", "2026-11-19");

        JsonPath run = given().header("Authorization", CRON).get("/api/cron/payments-sync").then().statusCode(200).extract().jsonPath();
        assertThat(run.getBoolean("ran")).isTrue();
        assertThat(run.getInt("changed")).isGreaterThanOrEqualTo(1);
        assertThat(world.status(old.id()).getString("paymentStatus")).isEqualTo("paid");
        assertThat(world.status(fresh.id()).getString("paymentStatus")).isEqualTo("pending");
        assertThat(rows.audit(old.id())).containsExactly("payment.create by USER", "payment.sync by SYSTEM");
    }

    @Test
    void reconciliation_whileAnotherRunHoldsTheLock_doesNothing() {
        var old = world.assignment();
        reports(createdAtProvider(old.id()), "RECEIVED", "2026-11-19");
        rows.age(old.id(), 20);

        JsonPath run = rows.holdingTheSyncLock(() -> given().header("Authorization", CRON).get("/api/cron/payments-sync")
                .then().statusCode(200).extract().jsonPath());
        assertThat(run.getBoolean("ran")).isFalse();
        assertThat(world.status(old.id()).getString("paymentStatus")).isEqualTo("pending");
        given().get("/api/cron/payments-sync").then().statusCode(401);
    }

    @Test
    void concurrentCreates_reachTheProviderOnce() throws Exception {
        var a = world.assignment();
        nextCharge(newProviderId(), 300);
        List<Integer> statuses = Concurrently.statuses(IntStream.range(0, 6)
                .<Supplier<Response>>mapToObj(i -> () -> world.create(a.id(), "BOLETO", 80)).toList());
        assertThat(statuses).filteredOn(s -> s == 200).hasSize(1);
        assertThat(statuses).filteredOn(s -> s != 200).containsOnly(409);
        asaas.verify(1, postRequestedFor(urlPathEqualTo("/v3/payments")));
        assertThat(rows.charges(a.id())).containsExactly("pending/true");
    }

    /** Creates a BOLETO charge through the API with a fresh provider id and returns that id. */
    private String createdAtProvider(String assignmentId) {
        String providerId = newProviderId();
        nextCharge(providerId, 0);
        world.create(assignmentId, "BOLETO", 80).then().statusCode(200);
        return providerId;
    }

    private void nextCharge(String providerId, int delayMs) {
        asaas.stubFor(post(urlPathEqualTo("/v3/payments"))
                .willReturn(okJson(payment(providerId, "BOLETO", "80.00", "PENDING", null, false)).withFixedDelay(delayMs)));
    }

    private void reports(String providerId, String status, String paymentDate) {
        asaas.stubFor(get(urlPathEqualTo("/v3/payments/" + providerId))
                .willReturn(okJson(payment(providerId, "BOLETO", "80.00", status, paymentDate, false))));
    }

    private static String newProviderId() {
        return "pay_" + ThreadLocalRandom.current().nextLong(100_000_000_000L, 999_999_999_999L);
    }
}
