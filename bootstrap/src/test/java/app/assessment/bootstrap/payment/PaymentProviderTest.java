package app.assessment.bootstrap.payment;

import static app.assessment.bootstrap.payment.AsaasJsonFixtures.list;
import static app.assessment.bootstrap.payment.AsaasJsonFixtures.payment;
import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.delete;
import static com.github.tomakehurst.wiremock.client.WireMock.deleteRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;

import app.assessment.bootstrap.testsupport.Scrape;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.bootstrap.testsupport.StoredRows;
import app.assessment.bootstrap.testsupport.TestClock;
import com.github.tomakehurst.wiremock.WireMockServer;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
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
    /** A moment after the wall clock (so sessions signed in just now stay valid), reachable by a frozen clock. */
    private static final java.time.Instant T0 = java.time.Instant.now().plus(Duration.ofMinutes(1)).truncatedTo(
            java.time.temporal.ChronoUnit.SECONDS);

    @Inject
    TestAccounts accounts;

    @Inject
    PaymentRows rows;

    @Inject
    TestClock clock;

    @Inject
    StoredRows stored;

    @AsaasStub.Server
    WireMockServer asaas;

    private PaymentWorld world;

    @BeforeEach
    void setUp() {
        asaas.resetAll();
        clock.reset();
        asaas.stubFor(get(urlPathEqualTo("/v3/customers")).willReturn(okJson(list())));
        AsaasRules.install(asaas);
        asaas.stubFor(get(urlPathEqualTo("/v3/payments")).willReturn(okJson(list())));
        world = new PaymentWorld(accounts);
    }

    @Test
    void providerMethod_forAParticipantWithoutDocument_is422_beforeAnyCallToAsaas() {
        var a = world.assignmentWithoutDocument();
        world.create(a.id(), "PIX", 49.9).then().statusCode(422).body("code", equalTo("PAYER_DOCUMENT_REQUIRED"));
        assertThat(asaas.getAllServeEvents()).isEmpty();
        assertThat(rows.charges(a.id())).isEmpty();
        world.create(a.id(), "PIX_EXTERNO", 49.9).then().statusCode(200);
    }

    @Test
    void documentSentWithTheCharge_isStoredOnTheParticipant_andAsaasAcceptsTheCharge() {
        var a = world.assignmentWithoutDocument();
        String studentId = world.admin.request().get("/api/assignments/" + a.id()).then().extract().path("studentId");
        nextCharge(newProviderId(), 0);
        world.admin.request().contentType(io.restassured.http.ContentType.JSON)
                .body(java.util.Map.of("method", "BOLETO", "amount", 80, "cpfCnpj", "529.982.247-25"))
                .post(PaymentWorld.paymentPath(a.id())).then().statusCode(200).body("paymentStatus", equalTo("pending"));

        world.admin.request().get("/api/students/" + studentId).then().body("cpfCnpj", equalTo(PaymentWorld.CPF));
        asaas.verify(postRequestedFor(urlPathEqualTo("/v3/customers")).withRequestBody(
                com.github.tomakehurst.wiremock.client.WireMock.matchingJsonPath("$.cpfCnpj",
                        com.github.tomakehurst.wiremock.client.WireMock.equalTo(PaymentWorld.CPF))));
        assertThat(stored.auditChangesFor(studentId)).last().asString().contains("***.982.247-**").doesNotContain(PaymentWorld.CPF);
    }

    @Test
    void asaasRefusingTheRequest_is422WithItsReason_notAProviderOutage() {
        asaas.stubFor(post(urlPathEqualTo("/v3/payments")).willReturn(aResponse().withStatus(400)
                .withHeader("Content-Type", "application/json")
                .withBody(AsaasJsonFixtures.errors("invalid_value", "O valor da cobrança deve ser maior que R$ 5,00"))));
        var a = world.assignment();
        world.create(a.id(), "BOLETO", 4).then().statusCode(422).body("code", equalTo("PAYMENT_PROVIDER_REJECTED"))
                .body("detail", org.hamcrest.Matchers.containsString("O valor da cobrança deve ser maior que R$ 5,00"));
        assertThat(rows.charges(a.id())).isEmpty();
        world.create(a.id(), "PIX_EXTERNO", 4).then().statusCode(200);
    }

    @Test
    void asaasLimitingRequests_is503WithRetryAfterFromRateLimitReset() {
        clock.freezeAt(AsaasStub.rateLimitedTestTime());
        asaas.stubFor(post(urlPathEqualTo("/v3/payments")).willReturn(aResponse().withStatus(429)
                .withHeader("RateLimit-Limit", "100").withHeader("RateLimit-Remaining", "0").withHeader("RateLimit-Reset", "42")));
        var a = world.assignment();
        world.create(a.id(), "BOLETO", 80).then().statusCode(503).header("Retry-After", "42")
                .body("code", equalTo("PAYMENT_PROVIDER_BUSY"));
        int calls = asaas.getAllServeEvents().size();
        world.create(a.id(), "BOLETO", 80).then().statusCode(503);
        assertThat(asaas.getAllServeEvents()).hasSize(calls);
        assertThat(rows.charges(a.id())).isEmpty();
    }

    @Test
    void webhookDuringASlowChargeCreation_isAnsweredWithoutWaitingForAsaas() throws Exception {
        var a = world.assignment();
        nextCharge(newProviderId(), AsaasStub.READ_TIMEOUT_MS * 8 / 10);
        CompletableFuture<Response> create = CompletableFuture.supplyAsync(() -> world.create(a.id(), "BOLETO", 80));
        await().atMost(Duration.ofSeconds(20)).until(() -> !asaas.findAll(postRequestedFor(urlPathEqualTo("/v3/payments"))).isEmpty());

        long started = System.nanoTime();
        PaymentWorld.webhook(PaymentWorld.eventId(), "PAYMENT_CREATED", "pay_000000000777", a.id()).then().statusCode(200);
        long webhookMillis = (System.nanoTime() - started) / 1_000_000;

        assertThat(create).as("the charge creation is still waiting for Asaas").isNotDone();
        assertThat(webhookMillis).isLessThan(AsaasStub.READ_TIMEOUT_MS * 8 / 10);
        assertThat(create.get(30, TimeUnit.SECONDS).statusCode()).isEqualTo(200);
        assertThat(rows.charges(a.id())).containsExactly("pending/true");
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
    void providerCalls_areTimedByOperationAndOutcome_forTheOperator() {
        var a = world.assignment();
        String[] created = {"operation=\"create-charge\"", "outcome=\"success\""};
        String[] failedDelete = {"operation=\"delete-payment\"", "outcome=\"payment_provider_unavailable\""};
        Scrape before = Scrape.now();

        String providerId = createdAtProvider(a.id());
        asaas.stubFor(delete(urlPathEqualTo("/v3/payments/" + providerId)).willReturn(aResponse().withStatus(500)));
        world.action(a.id(), "cancel").then().statusCode(502);

        Scrape after = Scrape.now();
        assertThat(after.count("assessment_provider_calls_seconds_count", created))
                .isEqualTo(before.count("assessment_provider_calls_seconds_count", created) + 1);
        assertThat(after.count("assessment_provider_calls_seconds_count", failedDelete))
                .isEqualTo(before.count("assessment_provider_calls_seconds_count", failedDelete) + 1);
        assertThat(after.count("assessment_provider_calls_seconds_sum", created))
                .isGreaterThan(before.count("assessment_provider_calls_seconds_sum", created));
        assertThat(after.value("assessment_provider_calls_seconds_bucket", "operation=\"create-charge\"", "le=\"30.0\""))
                .isPresent();
    }

    @Test
    void providerFailureOnCancel_is502_andTheChargeStaysPending() {
        var a = world.assignment();
        String providerId = createdAtProvider(a.id());
        asaas.stubFor(delete(urlPathEqualTo("/v3/payments/" + providerId)).willReturn(aResponse().withStatus(500)));
        world.action(a.id(), "cancel").then().statusCode(502).body("code", equalTo("PAYMENT_PROVIDER_UNAVAILABLE"));
        world.admin.request().get(PaymentWorld.paymentPath(a.id())).then()
                .body("paymentStatus", equalTo("pending")).body("paymentId", equalTo(providerId));
        assertThat(rows.audit(a.id())).containsExactly("payment.create by USER");

        asaas.stubFor(delete(urlPathEqualTo("/v3/payments/" + providerId)).willReturn(okJson("{\"deleted\":true,\"id\":\"" + providerId + "\"}")));
        world.action(a.id(), "cancel").then().statusCode(200);
        asaas.verify(deleteRequestedFor(urlPathEqualTo("/v3/payments/" + providerId)));
        assertThat(rows.charges(a.id())).containsExactly("cancelled/true");
    }

    @Test
    void confirmWhileAsaasIsDown_isRecordedAtOnce_andTheChargeIsWithdrawnOnceAsaasAnswers() {
        clock.freezeAt(T0);
        var a = world.assignment();
        String providerId = createdAtProvider(a.id());
        asaas.stubFor(delete(urlPathEqualTo("/v3/payments/" + providerId)).willReturn(aResponse().withStatus(503)));

        world.action(a.id(), "confirm").then().statusCode(200).body("ok", equalTo(true));

        world.admin.request().get(PaymentWorld.paymentPath(a.id())).then()
                .body("paymentStatus", equalTo("paid")).body("paymentMethod", equalTo("cash")).body("paymentRequired", equalTo(false));
        given().get("/api/test-link/" + a.token()).then().statusCode(200).body("payment.required", equalTo(false));
        assertThat(rows.audit(a.id())).containsExactly("payment.create by USER", "payment.confirm by USER");
        assertThat(rows.withdrawal(providerId)).isEqualTo("pending/1");

        clock.advance(Duration.ofSeconds(29));
        cronRun();
        assertThat(rows.withdrawal(providerId)).as("not due before its back-off").isEqualTo("pending/1");
        clock.advance(Duration.ofSeconds(1));
        cronRun();
        assertThat(rows.withdrawal(providerId)).isEqualTo("pending/2");

        asaas.stubFor(delete(urlPathEqualTo("/v3/payments/" + providerId))
                .willReturn(okJson("{\"deleted\":true,\"id\":\"" + providerId + "\"}")));
        clock.advance(Duration.ofMinutes(1));
        cronRun();
        assertThat(rows.withdrawal(providerId)).isEqualTo("withdrawn/3");
        assertThat(rows.audit(a.id())).containsExactly("payment.create by USER", "payment.confirm by USER",
                "payment.provider-withdrawn by SYSTEM");
        asaas.resetRequests();
        clock.advance(Duration.ofHours(3));
        cronRun();
        asaas.verify(0, deleteRequestedFor(urlPathEqualTo("/v3/payments/" + providerId)));
        assertThat(world.status(a.id()).getString("paymentStatus")).isEqualTo("paid");
    }

    @Test
    void theParticipantPaysTheChargeAnAdministratorExempted_beforeItIsWithdrawn_aRefundIsDue_notASecondTransition() {
        clock.freezeAt(T0);
        var a = world.assignment();
        String providerId = createdAtProvider(a.id());
        asaas.stubFor(delete(urlPathEqualTo("/v3/payments/" + providerId)).willReturn(aResponse().withStatus(500)));
        world.action(a.id(), "exempt").then().statusCode(200);

        String paid = PaymentWorld.eventId();
        PaymentWorld.webhook(paid, "PAYMENT_RECEIVED", providerId, a.id()).then().statusCode(200);
        PaymentWorld.webhook(PaymentWorld.eventId(), "PAYMENT_CONFIRMED", providerId, a.id()).then().statusCode(200);

        assertThat(world.status(a.id()).getString("paymentStatus")).isEqualTo("exempt");
        assertThat(rows.eventOutcome(paid)).isEqualTo("late_payment");
        assertThat(rows.audit(a.id())).containsExactly("payment.create by USER", "payment.exempt by USER",
                "payment.late-payment by PROVIDER");
        assertThat(rows.withdrawal(providerId)).as("nothing left to withdraw: it was paid").isEqualTo("late_payment/1");
        assertThat(rows.refundNotices(a.id())).containsExactly(world.adminId);
        asaas.resetRequests();
        clock.advance(Duration.ofHours(2));
        cronRun();
        asaas.verify(0, deleteRequestedFor(urlPathEqualTo("/v3/payments/" + providerId)));
    }

    @Test
    void asaasRefusingTheWithdrawal_endsIt_theConfirmStands() {
        var a = world.assignment();
        String providerId = createdAtProvider(a.id());
        asaas.stubFor(delete(urlPathEqualTo("/v3/payments/" + providerId)).willReturn(aResponse().withStatus(400)
                .withHeader("Content-Type", "application/json")
                .withBody(AsaasJsonFixtures.errors("invalid_action", "Só é possível remover cobranças aguardando pagamento."))));

        world.action(a.id(), "confirm").then().statusCode(200);

        assertThat(world.status(a.id()).getString("paymentStatus")).isEqualTo("paid");
        assertThat(rows.withdrawal(providerId)).isEqualTo("refused/1");
        assertThat(rows.audit(a.id())).containsExactly("payment.create by USER", "payment.confirm by USER",
                "payment.provider-withdrawal-refused by SYSTEM");
    }

    @Test
    void sync_appliesTheProvidersStatusAndPaymentDay() {
        clock.freezeAt(java.time.Instant.parse("2026-11-20T15:00:00Z"));
        var a = world.assignment();
        String providerId = createdAtProvider(a.id());
        reports(providerId, "RECEIVED", "2026-11-20");
        clock.advance(Duration.ofMinutes(5));
        world.action(a.id(), "sync").then().statusCode(200)
                .body("ok", equalTo(true)).body("status", equalTo("paid")).body("paidAt", equalTo("2026-11-20T15:05:00.000Z"));
        assertThat(rows.audit(a.id())).containsExactly("payment.create by USER", "payment.sync by USER");
    }

    @Test
    void reconciliation_asksOnlyAboutChargesOlderThanTheMinimumAge_asTheSystem() {
        rows.stopPollingEveryCharge();
        clock.freezeAt(T0);
        var old = world.assignment();
        reports(createdAtProvider(old.id()), "CONFIRMED", "2026-11-19");
        clock.advance(Duration.ofMinutes(10));
        var fresh = world.assignment();
        reports(createdAtProvider(fresh.id()), "RECEIVED", "2026-11-19");
        clock.advance(Duration.ofMinutes(6));

        JsonPath run = cronRun();
        assertThat(run.getBoolean("ran")).isTrue();
        assertThat(run.getInt("checked")).isEqualTo(1);
        assertThat(run.getInt("changed")).isEqualTo(1);
        assertThat(world.status(old.id()).getString("paymentStatus")).isEqualTo("paid");
        assertThat(world.status(fresh.id()).getString("paymentStatus")).isEqualTo("pending");
        assertThat(rows.audit(old.id())).containsExactly("payment.create by USER", "payment.sync by SYSTEM");
    }

    @Test
    void reconciliation_backsOffPerCharge_spendsAtMostItsBudget_neverAskedFirst_andStopsAfterTheDueDate() {
        rows.stopPollingEveryCharge();
        clock.freezeAt(T0);
        List<String> pending = IntStream.range(0, AsaasStub.SYNC_BATCH + 1).mapToObj(i -> {
            clock.advance(Duration.ofSeconds(1));
            var a = world.assignment();
            reports(createdAtProvider(a.id()), "PENDING", null);
            return a.id();
        }).toList();
        String last = pending.get(pending.size() - 1);

        clock.advance(Duration.ofMinutes(16));
        assertThat(cronRun().getInt("checked")).isEqualTo(AsaasStub.SYNC_BATCH);
        assertThat(rows.syncAnswers(last)).isZero();
        assertThat(cronRun().getInt("checked")).as("the others wait for their back-off").isEqualTo(1);
        assertThat(rows.syncAnswers(last)).isEqualTo(1);
        assertThat(cronRun().getInt("checked")).isZero();

        clock.advance(Duration.ofMinutes(16));
        assertThat(cronRun().getInt("checked")).isEqualTo(AsaasStub.SYNC_BATCH);
        clock.advance(Duration.ofMinutes(16));
        assertThat(cronRun().getInt("checked")).as("the one left out gets its second answer a run later").isEqualTo(1);
        assertThat(pending).allSatisfy(id -> assertThat(rows.syncAnswers(id)).isEqualTo(2));

        clock.advance(Duration.ofMinutes(30));
        assertThat(cronRun().getInt("checked")).as("an hour after the second answer, not before").isZero();
        clock.advance(Duration.ofDays(3 + 30 + 2));
        assertThat(cronRun().getInt("checked")).as("past the due date and the polling window").isZero();
        asaas.resetRequests();
        assertThat(cronRun().getInt("checked")).isZero();
        assertThat(asaas.getAllServeEvents()).isEmpty();
    }

    @Test
    void anEventForAChangeMadeInTheProvidersPanel_makesTheChargeDueAtOnce() {
        rows.stopPollingEveryCharge();
        clock.freezeAt(T0);
        var a = world.assignment();
        String providerId = createdAtProvider(a.id());
        reports(providerId, "PENDING", null);
        clock.advance(Duration.ofMinutes(16));
        assertThat(cronRun().getInt("checked")).isEqualTo(1);
        assertThat(cronRun().getInt("checked")).isZero();

        reports(providerId, "RECEIVED_IN_CASH", "2026-11-21");
        PaymentWorld.webhook(PaymentWorld.eventId(), "PAYMENT_UPDATED", providerId, a.id()).then().statusCode(200);
        assertThat(cronRun().getInt("changed")).isEqualTo(1);
        assertThat(world.status(a.id()).getString("paymentStatus")).isEqualTo("paid");
    }

    @Test
    void reconciliation_whileAnotherRunHoldsTheLock_doesNothing() {
        rows.stopPollingEveryCharge();
        clock.freezeAt(T0);
        var old = world.assignment();
        reports(createdAtProvider(old.id()), "RECEIVED", "2026-11-19");
        clock.advance(Duration.ofMinutes(20));

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

    @Test
    void anExpiredPixQrCode_isReplacedOnTheNextRead_once_andTheListShowsTheFreshOne() {
        clock.freezeAt(T0);
        var a = world.assignment();
        String providerId = newProviderId();
        asaas.stubFor(post(urlPathEqualTo("/v3/payments"))
                .willReturn(okJson(payment(providerId, "PIX", "80.00", "PENDING", null, false))));
        asaas.stubFor(get(urlPathEqualTo("/v3/payments/" + providerId + "/pixQrCode")).willReturn(okJson(
                AsaasJsonFixtures.pixQrCode("iVBORw0KGgo=", "000201first", saoPaulo(T0.plus(Duration.ofHours(1)))))));
        world.create(a.id(), "PIX", 80).then().statusCode(200).body("paymentQrCodeText", equalTo("000201first"));

        clock.advance(Duration.ofMinutes(30));
        assertThat(world.status(a.id()).getString("paymentQrCodeText")).as("not expired yet").isEqualTo("000201first");
        asaas.stubFor(get(urlPathEqualTo("/v3/payments/" + providerId + "/pixQrCode")).willReturn(okJson(
                AsaasJsonFixtures.pixQrCode("iVBORw0KGgo=", "000201second", saoPaulo(T0.plus(Duration.ofDays(1)))))));
        clock.advance(Duration.ofHours(1));

        assertThat(world.status(a.id()).getString("paymentQrCodeText")).isEqualTo("000201second");
        assertThat(world.status(a.id()).getString("paymentQrCodeText")).isEqualTo("000201second");
        world.admin.request().get("/api/mobile/payments").then().body("data.find { it.id == '" + a.id() + "' }.paymentQrCodeText",
                equalTo("000201second"));
        asaas.verify(2, getRequestedFor(urlPathEqualTo("/v3/payments/" + providerId + "/pixQrCode")));
    }

    private static String saoPaulo(java.time.Instant instant) {
        return java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")
                .format(instant.atZone(java.time.ZoneId.of("America/Sao_Paulo")));
    }

    private static JsonPath cronRun() {
        return given().header("Authorization", CRON).get("/api/cron/payments-sync").then().statusCode(200).extract().jsonPath();
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
