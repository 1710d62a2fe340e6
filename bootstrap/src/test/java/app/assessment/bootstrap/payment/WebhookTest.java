package app.assessment.bootstrap.payment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.bootstrap.testsupport.TestClock;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** POST /api/webhooks/asaas (docs/api.md §4): token, idempotency, unknown events and charges. */
@QuarkusTest
class WebhookTest {

    @Inject
    TestAccounts accounts;

    @Inject
    PaymentRows rows;

    @Inject
    TestClock clock;

    private PaymentWorld world;
    private PaymentWorld.Charged assignment;
    private String providerId;

    @BeforeEach
    void setUp() {
        world = new PaymentWorld(accounts);
        assignment = world.charged("PIX", 49.9);
        providerId = assignment.providerPaymentId();
    }

    /** The list's running totals, kept by a trigger, agree with the charges after every scenario. */
    @AfterEach
    void totalsAgreeWithTheCharges() {
        clock.reset();
        List<List<String>> totalsAndRecount = rows.totalsAndRecount(world.organization.id());
        assertThat(totalsAndRecount.get(0)).isEqualTo(totalsAndRecount.get(1));
    }

    @Test
    void paymentReceived_marksPaidAtTheEventsTimeOnThePaymentDay_once() {
        clock.freezeAt(Instant.parse("2026-11-21T12:00:00Z"));
        assignment = world.charged("PIX", 49.9);
        providerId = assignment.providerPaymentId();
        String eventId = PaymentWorld.eventId();
        PaymentWorld.webhook(eventId, "PAYMENT_RECEIVED", providerId, assignment.id()).then().statusCode(200).body("ok", equalTo(true));
        // dateCreated "2026-11-21 10:24:00" in São Paulo (UTC-3) on the payment day itself.
        world.admin.request().get(PaymentWorld.paymentPath(assignment.id())).then()
                .body("paymentStatus", equalTo("paid")).body("paymentMethod", equalTo("PIX"))
                .body("paidAt", equalTo("2026-11-21T13:24:00.000Z")).body("paymentRequired", equalTo(false));
        PaymentWorld.webhook(eventId, "PAYMENT_RECEIVED", providerId, assignment.id()).then().statusCode(200);
        PaymentWorld.webhook(PaymentWorld.eventId(), "PAYMENT_CONFIRMED", providerId, assignment.id()).then().statusCode(200);

        assertThat(rows.audit(assignment.id())).containsExactly("payment.create by USER", "payment.webhook by PROVIDER");
        assertThat(rows.eventOutcome(eventId)).isEqualTo("applied");
    }

    @Test
    void aRedeliveryYearsLater_afterTheCleanUp_changesNothing() {
        Instant t0 = Instant.now().truncatedTo(java.time.temporal.ChronoUnit.SECONDS);
        clock.freezeAt(t0);
        String received = PaymentWorld.eventId();
        PaymentWorld.webhook(received, "PAYMENT_RECEIVED", providerId, assignment.id()).then().statusCode(200);
        PaymentWorld.webhook(PaymentWorld.eventId(), "PAYMENT_REFUNDED", providerId, assignment.id()).then().statusCode(200);
        assertThat(world.status(assignment.id()).getString("paymentStatus")).isEqualTo("cancelled");

        for (int days : new int[] {91, 1000}) {
            clock.freezeAt(t0.plus(java.time.Duration.ofDays(days)));
            io.restassured.RestAssured.given().header("Authorization", "Bearer dev-only-cron-secret-0123456789abcdef")
                    .get("/api/cron/cleanup").then().statusCode(200).body("ran", equalTo(true));
            PaymentWorld.webhook(received, "PAYMENT_RECEIVED", providerId, assignment.id()).then().statusCode(200);
        }

        assertThat(rows.events(received)).isEqualTo(1);
        // Read from the table: the clean-up ended the administrator's session with the clock moved on.
        assertThat(rows.charges(assignment.id())).containsExactly("cancelled/true");
        assertThat(rows.audit(assignment.id())).containsExactly("payment.create by USER", "payment.webhook by PROVIDER",
                "payment.webhook by PROVIDER");
    }

    @Test
    void wrongOrMissingToken_is401_andNothingIsStored() {
        String eventId = PaymentWorld.eventId();
        String body = PaymentWorld.webhookBody(eventId, "PAYMENT_RECEIVED", providerId, assignment.id());
        PaymentWorld.webhook("dev-only-asaas-webhook-token-0123456788", body).then().statusCode(401).body("code", equalTo("UNAUTHENTICATED"));
        PaymentWorld.webhook(null, body).then().statusCode(401);
        PaymentWorld.webhook("", "{not json").then().statusCode(401);
        assertThat(rows.events(eventId)).isZero();
        world.admin.request().get(PaymentWorld.paymentPath(assignment.id())).then().body("paymentStatus", equalTo("pending"));
    }

    @Test
    void unknownEventsAndUnknownCharges_areStoredAndAcknowledged() {
        String created = PaymentWorld.eventId();
        PaymentWorld.webhook(created, "PAYMENT_CREATED", providerId, assignment.id()).then().statusCode(200);
        assertThat(rows.eventOutcome(created)).isEqualTo("unchanged");

        String stranger = PaymentWorld.eventId();
        PaymentWorld.webhook(stranger, "PAYMENT_RECEIVED", "pay_unknown0000001", "not-an-assignment").then().statusCode(200);
        assertThat(rows.eventOutcome(stranger)).isEqualTo("unknown_charge");

        String noPayment = PaymentWorld.eventId();
        PaymentWorld.webhook(PaymentWorld.WEBHOOK_TOKEN, "{\"id\":\"" + noPayment + "\",\"event\":\"TRANSFER_DONE\"}").then().statusCode(200);
        assertThat(rows.eventOutcome(noPayment)).isEqualTo("unknown_charge");

        String olderCharge = PaymentWorld.eventId();
        PaymentWorld.webhook(olderCharge, "PAYMENT_RECEIVED", "pay_someotherchar", assignment.id()).then().statusCode(200);
        assertThat(rows.eventOutcome(olderCharge)).isEqualTo("unchanged");
        world.admin.request().get(PaymentWorld.paymentPath(assignment.id())).then().body("paymentStatus", equalTo("pending"));
    }

    @Test
    void withoutExternalReference_theChargeIsFoundByTheProviderId() {
        PaymentWorld.webhook(PaymentWorld.eventId(), "PAYMENT_CONFIRMED", providerId, null).then().statusCode(200);
        world.admin.request().get(PaymentWorld.paymentPath(assignment.id())).then().body("paymentStatus", equalTo("paid"));
    }

    @Test
    void paymentDeletedOrRefunded_cancels() {
        PaymentWorld.webhook(PaymentWorld.eventId(), "PAYMENT_DELETED", providerId, assignment.id()).then().statusCode(200);
        world.admin.request().get(PaymentWorld.paymentPath(assignment.id())).then()
                .body("paymentStatus", equalTo("cancelled")).body("paymentId", equalTo(null));

        var refunded = world.charged("BOLETO", 30);
        String refundedId = refunded.providerPaymentId();
        PaymentWorld.webhook(PaymentWorld.eventId(), "PAYMENT_RECEIVED", refundedId, refunded.id()).then().statusCode(200);
        PaymentWorld.webhook(PaymentWorld.eventId(), "PAYMENT_REFUNDED", refundedId, refunded.id()).then().statusCode(200);
        world.admin.request().get(PaymentWorld.paymentPath(refunded.id())).then().body("paymentStatus", equalTo("cancelled"));
        assertThat(rows.audit(refunded.id())).containsExactly("payment.create by USER", "payment.webhook by PROVIDER",
                "payment.webhook by PROVIDER");
    }

    @Test
    void lateDeletionOfAnEarlierPixCharge_leavesTheNewExternalChargePending() {
        world.action(assignment.id(), "cancel").then().statusCode(200);
        world.create(assignment.id(), "PIX_EXTERNO", 49.9).then().statusCode(200);

        String late = PaymentWorld.eventId();
        PaymentWorld.webhook(late, "PAYMENT_DELETED", providerId, assignment.id()).then().statusCode(200);

        world.admin.request().get(PaymentWorld.paymentPath(assignment.id())).then()
                .body("paymentStatus", equalTo("pending")).body("paymentMethod", equalTo("PIX_EXTERNO"))
                .body("paymentRequired", equalTo(true));
        assertThat(rows.eventOutcome(late)).isEqualTo("unchanged");
        assertThat(rows.charges(assignment.id())).containsExactly("cancelled/false", "pending/true");
    }

    @Test
    void receivedMoneyForTheCancelledCharge_stillMarksItPaid_whileItIsTheCurrentOne() {
        world.action(assignment.id(), "cancel").then().statusCode(200);

        PaymentWorld.webhook(PaymentWorld.eventId(), "PAYMENT_RECEIVED", providerId, assignment.id()).then().statusCode(200);

        world.admin.request().get(PaymentWorld.paymentPath(assignment.id())).then().body("paymentStatus", equalTo("paid"));
    }

    @Test
    void overLongOptionalFields_areStoredCut_andAnswered200() {
        String eventId = PaymentWorld.eventId();
        String foreignReference = "x".repeat(250);
        PaymentWorld.webhook(PaymentWorld.WEBHOOK_TOKEN, PaymentWorld.webhookBody(eventId, "PAYMENT_CREATED", "pay_" + "9".repeat(240),
                foreignReference)).then().statusCode(200);

        assertThat(rows.eventExternalReference(eventId)).isEqualTo("x".repeat(200));
        assertThat(rows.eventOutcome(eventId)).isEqualTo("unknown_charge");
    }

    @Test
    void theDocumentedPaymentReceivedExample_isPaidAtTheEventsTime() {
        clock.freezeAt(Instant.parse("2026-11-21T12:00:00Z"));
        var charged = world.charged("PIX", 100);
        String eventId = PaymentWorld.eventId();

        PaymentWorld.webhook(PaymentWorld.WEBHOOK_TOKEN, PaymentWorld.documentedPaymentReceived(eventId, charged.providerPaymentId(),
                charged.id())).then().statusCode(200);

        world.admin.request().get(PaymentWorld.paymentPath(charged.id())).then()
                .body("paymentStatus", equalTo("paid")).body("paidAt", equalTo("2026-11-21T19:45:03.000Z"));
        assertThat(rows.eventOutcome(eventId)).isEqualTo("applied");
    }

    @Test
    void aPaymentDayBeforeTheChargeExisted_isPaidAtTheChargesCreation() {
        clock.freezeAt(Instant.parse("2026-11-22T12:00:00Z"));
        var charged = world.charged("PIX", 100);

        PaymentWorld.webhook(PaymentWorld.eventId(), "PAYMENT_RECEIVED", charged.providerPaymentId(), charged.id()).then()
                .statusCode(200);

        world.admin.request().get(PaymentWorld.paymentPath(charged.id())).then().body("paidAt", equalTo("2026-11-22T12:00:00.000Z"));
    }

    @Test
    void malformedOrIncompleteEvents_are400() {
        PaymentWorld.webhook(PaymentWorld.WEBHOOK_TOKEN, "{\"id\":").then().statusCode(400);
        PaymentWorld.webhook(PaymentWorld.WEBHOOK_TOKEN, "{\"event\":\"PAYMENT_RECEIVED\"}").then().statusCode(400)
                .body("errors[0].field", equalTo("id"));
        PaymentWorld.webhook(PaymentWorld.WEBHOOK_TOKEN, "{\"id\":\"evt_1\"}").then().statusCode(400)
                .body("errors[0].field", equalTo("event"));
    }
}
