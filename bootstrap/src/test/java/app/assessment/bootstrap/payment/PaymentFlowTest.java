package app.assessment.bootstrap.payment;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;

import app.assessment.adapters.payment.simulated.SimulatedPaymentGateway;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.payment.AssignmentPayment;
import app.assessment.domain.payment.PaymentStatus;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The payment of an assignment through the API, on the simulated provider (docs/api.md §3). */
@QuarkusTest
class PaymentFlowTest {

    @Inject
    TestAccounts accounts;

    @Inject
    PaymentRows rows;

    @Inject
    SimulatedPaymentGateway provider;

    private PaymentWorld world;

    @BeforeEach
    void setUp() {
        world = new PaymentWorld(accounts);
    }

    /** The list's running totals, kept by a trigger, agree with the charges after every scenario. */
    @AfterEach
    void totalsAgreeWithTheCharges() {
        List<List<String>> totalsAndRecount = rows.totalsAndRecount(world.organization.id());
        assertThat(totalsAndRecount.get(0)).isEqualTo(totalsAndRecount.get(1));
    }

    @Test
    void pixCharge_blocksTheTestUntilConfirmed_thenTheParticipantStarts() {
        var a = world.assignment();
        world.create(a.id(), "PIX", 49.9).then().statusCode(200)
                .body("ok", equalTo(true)).body("paymentStatus", equalTo("pending")).body("paymentMethod", equalTo("PIX"))
                .body("paymentAmount", equalTo(49.9f)).body("paymentLink", startsWith("https://sandbox.asaas.com/i/"))
                .body("paymentQrCode", startsWith("data:image/png;base64,")).body("paymentQrCodeText", startsWith("000201"));

        world.admin.request().get(PaymentWorld.paymentPath(a.id())).then().statusCode(200)
                .body("paymentRequired", equalTo(true)).body("paymentStatus", equalTo("pending"))
                .body("paymentId", startsWith("pay_")).body("paidAt", nullValue());
        given().get("/api/test-link/" + a.token()).then().statusCode(200)
                .body("payment.required", equalTo(true)).body("payment.status", equalTo("pending"))
                .body("payment.amount", equalTo(49.9f)).body("payment.link", startsWith("https://"))
                .body("payment.qrCode", startsWith("data:image/png;base64,")).body("payment.qrCodeText", notNullValue());
        // The refusal is the domain's own (AssignmentPayment), not a copy of it in the service.
        String refusal = catchThrowable(() -> AssignmentPayment.ensureTestCanStart(Optional.of(PaymentStatus.PENDING))).getMessage();
        given().contentType(ContentType.JSON).body(Map.of("answers", List.of())).post("/api/test-link/" + a.token() + "/submit")
                .then().statusCode(402).body("code", equalTo("PAYMENT_REQUIRED")).body("detail", equalTo(refusal));
        given().contentType(ContentType.JSON).body(Map.of("answers", List.of())).put("/api/assignments/" + a.token() + "/draft")
                .then().statusCode(402).body("code", equalTo("PAYMENT_REQUIRED")).body("detail", equalTo(refusal));

        world.create(a.id(), "BOLETO", 10).then().statusCode(409).body("code", equalTo("PAYMENT_ALREADY_ACTIVE"));
        world.action(a.id(), "confirm").then().statusCode(200).body("ok", equalTo(true));

        world.status(a.id());
        world.admin.request().get(PaymentWorld.paymentPath(a.id())).then()
                .body("paymentRequired", equalTo(false)).body("paymentStatus", equalTo("paid"))
                .body("paymentMethod", equalTo("cash")).body("paidAt", notNullValue());
        given().get("/api/test-link/" + a.token()).then().statusCode(200).body("payment.required", equalTo(false));
        given().contentType(ContentType.JSON).body(Map.of("answers", List.of())).put("/api/assignments/" + a.token() + "/draft")
                .then().statusCode(200);
        world.action(a.id(), "cancel").then().statusCode(409).body("code", equalTo("PAYMENT_ALREADY_PAID"));
        world.action(a.id(), "confirm").then().statusCode(409).body("code", equalTo("PAYMENT_ALREADY_PAID"));
        world.action(a.id(), "exempt").then().statusCode(409).body("code", equalTo("PAYMENT_ALREADY_PAID"));
        assertThat(rows.audit(a.id())).containsExactly("payment.create by USER", "payment.confirm by USER",
                "payment.provider-withdrawn by SYSTEM");
    }

    /** Issue 44: the charge gates the first attempt; a paid or exempt assignment's further attempts need no new one. */
    @Test
    void aPaidOrExemptAssignment_startsEveryFurtherAttemptWithoutANewCharge() {
        for (String settlement : List.of("confirm", "exempt")) {
            var a = world.assignment(Map.of("attemptsAllowed", 3));
            world.create(a.id(), "PIX", "30.00").then().statusCode(200);
            given().post("/api/test-link/" + a.token() + "/start").then().statusCode(402).body("code", equalTo("PAYMENT_REQUIRED"));
            world.action(a.id(), settlement).then().statusCode(200);
            for (int attempt = 1; attempt <= 2; attempt++) {
                given().post("/api/test-link/" + a.token() + "/start").then().statusCode(201).body("attemptNumber", equalTo(attempt));
                given().contentType(ContentType.JSON).body(Map.of("answers", List.of())).post("/api/test-link/" + a.token() + "/submit")
                        .then().statusCode(201);
            }
            assertThat(rows.audit(a.id())).filteredOn(entry -> entry.startsWith("payment.create")).hasSize(1);
        }
    }

    @Test
    void confirmingAPendingProviderCharge_deletesItAtTheProvider() {
        var a = world.assignment();
        world.create(a.id(), "PIX", "25.00").then().statusCode(200);
        String providerId = world.status(a.id()).getString("paymentId");
        world.action(a.id(), "confirm").then().statusCode(200);
        assertThat(provider.fetch(providerId)).hasValueSatisfying(s -> assertThat(s.status()).isEqualTo("DELETED"));
    }

    @Test
    void cardAndBoleto_answerTheInvoiceLinkWithoutQrCode_externalMethodsNoLink() {
        for (String method : List.of("CREDIT_CARD", "BOLETO")) {
            world.create(world.assignment().id(), method, 120).then().statusCode(200)
                    .body("paymentMethod", equalTo(method)).body("paymentLink", startsWith("https://"))
                    .body("$", not(hasKey("paymentQrCode"))).body("$", not(hasKey("paymentQrCodeText")));
        }
        var external = world.assignment();
        world.create(external.id(), "PIX_EXTERNO", 30.5).then().statusCode(200)
                .body("ok", equalTo(true)).body("paymentStatus", equalTo("pending")).body("paymentAmount", equalTo(30.5f))
                .body("$", not(hasKey("paymentLink")));
        world.action(external.id(), "sync").then().statusCode(409).body("code", equalTo("PAYMENT_NOT_LINKED"));
        given().contentType(ContentType.JSON).body(Map.of("answers", List.of())).post("/api/test-link/" + external.token() + "/submit")
                .then().statusCode(402);
    }

    @Test
    void cancel_clearsTheLinkKeepsHistory_andANewChargeBecomesCurrent() {
        var a = world.assignment();
        world.create(a.id(), "PIX", 49.9).then().statusCode(200);
        String providerId = world.status(a.id()).getString("paymentId");

        world.action(a.id(), "cancel").then().statusCode(200).body("ok", equalTo(true));
        world.admin.request().get(PaymentWorld.paymentPath(a.id())).then()
                .body("paymentRequired", equalTo(false)).body("paymentStatus", equalTo("cancelled"))
                .body("paymentLink", nullValue()).body("paymentQrCode", nullValue()).body("paymentId", nullValue());
        assertThat(provider.fetch(providerId)).hasValueSatisfying(s -> assertThat(s.status()).isEqualTo("DELETED"));
        given().get("/api/test-link/" + a.token()).then().body("payment.required", equalTo(false));
        world.action(a.id(), "cancel").then().statusCode(200);

        world.create(a.id(), "BOLETO", 60).then().statusCode(200).body("paymentStatus", equalTo("pending"));
        assertThat(rows.charges(a.id())).containsExactly("cancelled/false", "pending/true");
        assertThat(rows.audit(a.id())).containsExactly("payment.create by USER", "payment.cancel by USER", "payment.create by USER");
    }

    @Test
    void confirmOrExemptWithoutCharge_recordTheDecision_cancelOfNothingChangesNothing() {
        var none = world.assignment();
        world.action(none.id(), "cancel").then().statusCode(200).body("ok", equalTo(true));
        assertThat(rows.charges(none.id())).isEmpty();
        world.admin.request().get(PaymentWorld.paymentPath(none.id())).then().statusCode(200)
                .body("paymentRequired", equalTo(false)).body("paymentStatus", nullValue()).body("paymentAmount", nullValue());

        var exempt = world.assignment();
        world.action(exempt.id(), "exempt").then().statusCode(200);
        world.admin.request().get(PaymentWorld.paymentPath(exempt.id())).then()
                .body("paymentStatus", equalTo("exempt")).body("paymentAmount", nullValue()).body("paymentMethod", nullValue());
        world.create(exempt.id(), "PIX", 10).then().statusCode(409).body("code", equalTo("PAYMENT_ALREADY_ACTIVE"));
        world.action(exempt.id(), "confirm").then().statusCode(200);
        world.admin.request().get(PaymentWorld.paymentPath(exempt.id())).then()
                .body("paymentStatus", equalTo("paid")).body("paymentMethod", equalTo("cash"));
        assertThat(rows.audit(exempt.id())).containsExactly("payment.exempt by USER", "payment.confirm by USER");
    }

    @Test
    void syncOnTheSimulatedProvider_appliesWhatTheProviderReports() {
        var a = world.assignment();
        world.create(a.id(), "BOLETO", 80).then().statusCode(200);
        world.action(a.id(), "sync").then().statusCode(200)
                .body("ok", equalTo(true)).body("status", equalTo("pending")).body("paidAt", nullValue());
        provider.delete(world.status(a.id()).getString("paymentId"));
        world.action(a.id(), "sync").then().statusCode(200).body("status", equalTo("cancelled")).body("paidAt", nullValue());
        assertThat(rows.audit(a.id())).containsExactly("payment.create by USER", "payment.sync by USER");
    }

    @Test
    void invalidRequests_answer400NamingTheField() {
        String id = world.assignment().id();
        world.create(id, "PIX", 0).then().statusCode(400).body("errors[0].field", equalTo("amount"));
        world.create(id, "PIX", 1.234).then().statusCode(400).body("errors[0].field", equalTo("amount"));
        world.create(id, "PIX", 1000000.01).then().statusCode(400).body("errors[0].field", equalTo("amount"));
        world.create(id, "PIX", null).then().statusCode(400).body("errors[0].field", equalTo("amount"));
        world.create(id, "cash", 10).then().statusCode(400).body("errors[0].field", equalTo("method"));
        world.create(id, "pix", 10).then().statusCode(400).body("errors[0].field", equalTo("method"));
        world.admin.request().contentType(ContentType.JSON).body("{\"method\":").post(PaymentWorld.paymentPath(id))
                .then().statusCode(400);
        assertThat(rows.charges(id)).isEmpty();
    }

    @Test
    void professors_readThePaymentButCannotChangeIt() {
        var a = world.assignment();
        world.create(a.id(), "PIX_EXTERNO", 15).then().statusCode(200);
        world.professor.request().get(PaymentWorld.paymentPath(a.id())).then().statusCode(200).body("paymentRequired", equalTo(true));
        world.professor.request().post(PaymentWorld.paymentPath(a.id()) + "/confirm").then().statusCode(403);
        world.professor.request().get("/api/mobile/payments").then().statusCode(403);
        PaymentWorld other = new PaymentWorld(accounts);
        other.admin.request().get(PaymentWorld.paymentPath(a.id())).then().statusCode(404);
        other.action(a.id(), "cancel").then().statusCode(404);
        world.status(a.id());
    }

    @Test
    void completedAssignment_cannotBeCharged() {
        var a = world.assignment();
        var form = world.admin.request().get("/api/forms/" + world.formId).then().extract().jsonPath();
        given().contentType(ContentType.JSON).body(Map.of("answers", List.of(Map.of("questionId", form.getString("questions[0].id"),
                "optionId", form.getString("questions[0].options[0].id"))))).post("/api/test-link/" + a.token() + "/submit")
                .then().statusCode(201);
        world.create(a.id(), "PIX", 10).then().statusCode(409).body("code", equalTo("ASSIGNMENT_COMPLETED"));
    }
}
