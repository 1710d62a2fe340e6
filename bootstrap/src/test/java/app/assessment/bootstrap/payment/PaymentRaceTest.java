package app.assessment.bootstrap.payment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import app.assessment.bootstrap.testsupport.TestAccounts;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Concurrent requests against the running service: whatever order they land in, each race ends
 * in one consistent state, with exactly the effects (audit entries) of the requests that succeeded.
 */
@QuarkusTest
class PaymentRaceTest {

    private static final int ROUNDS = 8;

    @Inject
    TestAccounts accounts;

    @Inject
    PaymentRows rows;

    @Inject
    AgroalDataSource dataSource;

    private PaymentWorld world;

    @BeforeEach
    void setUp() {
        world = new PaymentWorld(accounts);
    }

    /** The list's running totals, kept by a trigger, still agree with the charges after every race. */
    @AfterEach
    void totalsAgreeWithTheCharges() {
        List<List<String>> totalsAndRecount = rows.totalsAndRecount(world.organization.id());
        assertThat(totalsAndRecount.get(0)).isNotEmpty().isEqualTo(totalsAndRecount.get(1));
    }

    @Test
    void confirmAgainstWebhook_endsPaidWithExactlyOneTransition() throws Exception {
        for (int round = 0; round < ROUNDS; round++) {
            var a = world.charged("PIX", 49.9);
            String providerId = a.providerPaymentId();

            List<Integer> statuses = Concurrently.statuses(List.of(
                    () -> world.action(a.id(), "confirm"),
                    () -> PaymentWorld.webhook(PaymentWorld.eventId(), "PAYMENT_RECEIVED", providerId, a.id())));

            int confirm = statuses.get(0);
            assertThat(statuses.get(1)).isEqualTo(200);
            assertThat(confirm).isIn(200, 409);
            assertThat(world.status(a.id()).getString("paymentStatus")).isEqualTo("paid");
            // Confirm first: paid in cash, and the webhook's money is a late payment to refund (the withdrawal, if it
            // came first, was made; if not, there is nothing left to withdraw). Webhook first: the confirm is refused.
            List<String> audit = rows.audit(a.id());
            if (confirm == 200) {
                assertThat(audit).startsWith("payment.create by USER", "payment.confirm by USER")
                        .contains("payment.late-payment by PROVIDER").hasSizeBetween(3, 4);
                assertThat(audit.subList(2, audit.size())).isSubsetOf("payment.late-payment by PROVIDER",
                        "payment.provider-withdrawn by SYSTEM");
            } else {
                assertThat(audit).containsExactly("payment.create by USER", "payment.webhook by PROVIDER");
            }
            assertThat(rows.charges(a.id())).containsExactly("paid/true");
        }
    }

    @Test
    void twentyDeliveriesOfOneEvent_haveOneEffect() throws Exception {
        for (int round = 0; round < ROUNDS; round++) {
            var a = world.charged("BOLETO", 70);
            String providerId = a.providerPaymentId();
            String eventId = PaymentWorld.eventId();

            List<Integer> statuses = Concurrently.statuses(IntStream.range(0, 20).<Supplier<Response>>mapToObj(
                    i -> () -> PaymentWorld.webhook(eventId, "PAYMENT_RECEIVED", providerId, a.id())).toList());

            assertThat(statuses).containsOnly(200);
            assertThat(rows.events(eventId)).isEqualTo(1);
            assertThat(rows.audit(a.id())).containsExactly("payment.create by USER", "payment.webhook by PROVIDER");
            assertThat(world.status(a.id()).getString("paymentStatus")).isEqualTo("paid");
        }
    }

    @Test
    void cancelAgainstWebhook_endsPaid_becauseReceivedMoneyWins() throws Exception {
        for (int round = 0; round < ROUNDS; round++) {
            var a = world.charged("PIX", 49.9);
            String providerId = a.providerPaymentId();

            List<Integer> statuses = Concurrently.statuses(List.of(
                    () -> world.action(a.id(), "cancel"),
                    () -> PaymentWorld.webhook(PaymentWorld.eventId(), "PAYMENT_RECEIVED", providerId, a.id())));

            int cancel = statuses.get(0);
            assertThat(statuses.get(1)).isEqualTo(200);
            assertThat(world.status(a.id()).getString("paymentStatus")).isEqualTo("paid");
            // Cancel first: cancelled, then the money arrives and wins. Webhook first: the cancel is refused.
            assertThat(rows.audit(a.id())).isEqualTo(cancel == 200
                    ? List.of("payment.create by USER", "payment.cancel by USER", "payment.webhook by PROVIDER")
                    : List.of("payment.create by USER", "payment.webhook by PROVIDER"));
            assertThat(cancel).isIn(200, 409);
        }
    }

    /**
     * Deterministic: another transaction holds the assignment's lock and marks the charge paid.
     * The webhook waits for the lock and must then read the charge as committed (paid, nothing to
     * apply), not as its statement's snapshot saw it before the wait (pending, apply again).
     */
    @Test
    void webhookWaitingForTheLock_readsTheChargeCommittedMeanwhile() throws Exception {
        var a = world.charged("PIX", 49.9);
        String eventId = PaymentWorld.eventId();
        try (Connection other = dataSource.getConnection()) {
            other.setAutoCommit(false);
            try (PreparedStatement lock = other.prepareStatement("select 1 from assignments where id = ? for no key update");
                 PreparedStatement pay = other.prepareStatement(
                         "update charges set status = 'paid', paid_at = now() where assignment_id = ? and is_current")) {
                lock.setString(1, a.id());
                lock.executeQuery().close();
                pay.setString(1, a.id());
                assertThat(pay.executeUpdate()).isEqualTo(1);
            }
            CompletableFuture<Response> webhook = CompletableFuture.supplyAsync(
                    () -> PaymentWorld.webhook(eventId, "PAYMENT_RECEIVED", a.providerPaymentId(), a.id()));
            await().atMost(Duration.ofSeconds(20)).until(() -> rows.backendsWaitingForALock() > 0);
            other.commit();
            assertThat(webhook.get(30, TimeUnit.SECONDS).statusCode()).isEqualTo(200);
        }
        assertThat(rows.eventOutcome(eventId)).isEqualTo("unchanged");
        assertThat(rows.audit(a.id())).containsExactly("payment.create by USER");
        assertThat(rows.charges(a.id())).containsExactly("paid/true");
    }

    @Test
    void lateDeletionOfTheOldPixCharge_againstANewExternalCharge_leavesTheExternalChargePending() throws Exception {
        for (int round = 0; round < ROUNDS; round++) {
            var a = world.charged("PIX", 49.9);
            world.action(a.id(), "cancel").then().statusCode(200);
            String late = PaymentWorld.eventId();

            List<Integer> statuses = Concurrently.statuses(List.<Supplier<Response>>of(
                    () -> PaymentWorld.webhook(late, "PAYMENT_DELETED", a.providerPaymentId(), a.id()),
                    () -> world.create(a.id(), "PIX_EXTERNO", 49.9)));

            assertThat(statuses).containsOnly(200);
            assertThat(world.status(a.id()).getBoolean("paymentRequired")).isTrue();
            assertThat(rows.charges(a.id())).containsExactly("cancelled/false", "pending/true");
            assertThat(rows.eventOutcome(late)).isEqualTo("unchanged");
        }
    }

    @Test
    void concurrentCreates_storeOneCharge() throws Exception {
        var a = world.assignment();
        List<Integer> statuses = Concurrently.statuses(IntStream.range(0, 10).<Supplier<Response>>mapToObj(
                i -> () -> world.create(a.id(), i % 2 == 0 ? "PIX" : "BOLETO", 10 + i)).toList());
        assertThat(statuses).filteredOn(s -> s == 200).hasSize(1);
        assertThat(statuses).filteredOn(s -> s != 200).containsOnly(409);
        assertThat(rows.charges(a.id())).containsExactly("pending/true");
        assertThat(rows.audit(a.id())).containsExactly("payment.create by USER");
    }
}
