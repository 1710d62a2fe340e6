package app.assessment.domain.payment;

import static app.assessment.domain.payment.PaymentFixtures.LATER;
import static app.assessment.domain.payment.PaymentFixtures.PIX_CHARGE;
import static app.assessment.domain.payment.PaymentFixtures.PROVIDER_DATE;
import static app.assessment.domain.payment.PaymentFixtures.T0;
import static app.assessment.domain.payment.PaymentFixtures.cancelled;
import static app.assessment.domain.payment.PaymentFixtures.exempt;
import static app.assessment.domain.payment.PaymentFixtures.none;
import static app.assessment.domain.payment.PaymentFixtures.paid;
import static app.assessment.domain.payment.PaymentFixtures.pending;
import static app.assessment.domain.payment.PaymentFixtures.pendingExternal;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.domain.shared.DomainException;
import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class AssignmentPaymentTest {

    private static Charge charge(AssignmentPayment payment) {
        return payment.current().orElseThrow();
    }

    @Test
    void create_pix_pendingWithProviderLinkAndQr() {
        Charge c = charge(pending());

        assertThat(c.id()).isEqualTo("c1");
        assertThat(c.status()).isEqualTo(PaymentStatus.PENDING);
        assertThat(c.method()).isEqualTo(PaymentMethod.PIX);
        assertThat(c.amount().reais()).isEqualTo(new BigDecimal("49.90"));
        assertThat(c.providerPaymentId()).isEqualTo("pay_1");
        assertThat(c.paymentLink()).isEqualTo("https://pay.example/i/1");
        assertThat(c.qrCode()).startsWith("data:image/png;base64,");
        assertThat(c.qrCodeText()).isEqualTo("000201pix");
        assertThat(c.createdAt()).isEqualTo(T0);
        assertThat(c.updatedAt()).isEqualTo(T0);
    }

    @Test
    void create_externalMethod_recordsMethodAndAmountOnly() {
        Charge c = charge(pendingExternal());

        assertThat(c.method()).isEqualTo(PaymentMethod.PIX_EXTERNO);
        assertThat(c.providerPaymentId()).isNull();
        assertThat(c.paymentLink()).isNull();
    }

    @Test
    void create_externalMethodWithProviderCharge_invalid() {
        assertThatThrownBy(() -> none().create("c1", PaymentMethod.CARD_EXTERNO_DEBITO, Amount.of("1"), PIX_CHARGE, T0))
                .hasMessage("method: CARD_EXTERNO_DEBITO is not charged through the provider");
    }

    @Test
    void create_providerMethodWithoutProviderCharge_invalid() {
        assertThatThrownBy(() -> none().create("c1", PaymentMethod.CREDIT_CARD, Amount.of("1"), null, T0))
                .hasMessage("method: CREDIT_CARD needs the provider's charge");
    }

    @Test
    void create_pixWithoutQrCode_invalid() {
        ProviderCharge noQr = new ProviderCharge("pay_1", "https://pay.example/i/1", null, null);

        assertThatThrownBy(() -> none().create("c1", PaymentMethod.PIX, Amount.of("1"), noQr, T0))
                .hasMessage("qrCode: is required for PIX");
    }

    @Test
    void create_cash_invalid() {
        assertThatThrownBy(() -> none().create("c1", PaymentMethod.CASH, Amount.of("1"), null, T0))
                .hasMessage("method: cash is recorded by manual confirmation and cannot be charged");
    }

    @Test
    void create_afterCancel_newChargeRecordAndHistoryUntouched() {
        AssignmentPayment cancelled = cancelled();

        AssignmentPayment again = cancelled.create("c2", PaymentMethod.PIX_EXTERNO, Amount.of("20"), null, LATER);

        assertThat(charge(again).id()).isEqualTo("c2");
        assertThat(charge(again).createdAt()).isEqualTo(LATER);
        assertThat(charge(cancelled).id()).isEqualTo("c1");
        assertThat(charge(cancelled).status()).isEqualTo(PaymentStatus.CANCELLED);
    }

    @Test
    void ensureCanCreate_pending_conflictNamingTheStatus() {
        assertThatThrownBy(() -> pending().ensureCanCreate())
                .hasMessage("The assignment already has a pending payment");
        cancelled().ensureCanCreate();
        none().ensureCanCreate();
    }

    @Test
    void confirm_pending_paidInCashNowSameRecord() {
        Charge c = charge(pending().confirm(() -> "unused", LATER));

        assertThat(c.id()).isEqualTo("c1");
        assertThat(c.method()).isEqualTo(PaymentMethod.CASH);
        assertThat(c.paidAt()).isEqualTo(LATER);
        assertThat(c.updatedAt()).isEqualTo(LATER);
        assertThat(c.createdAt()).isEqualTo(T0);
        assertThat(c.amount()).isEqualTo(Amount.of("49.9"));
    }

    @Test
    void confirm_cancelled_paidAndCancellationCleared() {
        Charge c = charge(cancelled().confirm(() -> "unused", LATER));

        assertThat(c.status()).isEqualTo(PaymentStatus.PAID);
        assertThat(c.cancelledAt()).isNull();
    }

    @Test
    void confirm_noCharge_newCashRecordWithoutAmount() {
        Charge c = charge(none().confirm(() -> "c9", LATER));

        assertThat(c.id()).isEqualTo("c9");
        assertThat(c.assignmentId()).isEqualTo("a1");
        assertThat(c.method()).isEqualTo(PaymentMethod.CASH);
        assertThat(c.amount()).isNull();
        assertThat(c.paidAt()).isEqualTo(LATER);
    }

    @Test
    void confirm_paid_conflictMessageFromContract() {
        assertThatThrownBy(() -> paid().confirm(() -> "c2", LATER))
                .hasMessage("Payment is already paid and cannot be confirmed");
        assertThatThrownBy(() -> paid().cancel(LATER))
                .hasMessage("Payment is already paid and cannot be cancelled");
    }

    @Test
    void exempt_noCharge_newRecordWithoutMethodOrAmount() {
        Charge c = charge(none().exempt(() -> "c9", LATER));

        assertThat(c.status()).isEqualTo(PaymentStatus.EXEMPT);
        assertThat(c.method()).isNull();
        assertThat(c.amount()).isNull();
        assertThat(c.paidAt()).isNull();
    }

    @Test
    void exempt_exempt_unchanged() {
        AssignmentPayment exempt = exempt();

        assertThat(exempt.exempt(() -> "c2", LATER)).isSameAs(exempt);
    }

    @Test
    void cancel_pending_clearsProviderDataAfterCallerReadIt() {
        AssignmentPayment pending = pending();
        Optional<String> toDelete = pending.linkedProviderPaymentId();

        Charge c = charge(pending.cancel(LATER));

        assertThat(toDelete).contains("pay_1");
        assertThat(c.status()).isEqualTo(PaymentStatus.CANCELLED);
        assertThat(c.cancelledAt()).isEqualTo(LATER);
        assertThat(c.providerPaymentId()).isNull();
        assertThat(c.paymentLink()).isNull();
        assertThat(c.qrCode()).isNull();
        assertThat(c.qrCodeText()).isNull();
        assertThat(c.amount()).isEqualTo(Amount.of("49.90"));
        assertThat(pending.current().orElseThrow().providerPaymentId()).isEqualTo("pay_1");
    }

    @Test
    void cancel_noCharge_noOp() {
        AssignmentPayment none = none();

        assertThat(none.cancel(LATER)).isSameAs(none);
    }

    @Test
    void cancel_cancelled_keepsFirstCancellationTime() {
        assertThat(charge(cancelled().cancel(LATER)).cancelledAt()).isEqualTo(T0);
    }

    @Test
    void webhookPaid_usesProviderDateAndKeepsProviderMethod() {
        Charge c = charge(paid());

        assertThat(c.paidAt()).isEqualTo(PROVIDER_DATE);
        assertThat(c.method()).isEqualTo(PaymentMethod.PIX);
        assertThat(c.providerPaymentId()).isEqualTo("pay_1");
    }

    @Test
    void webhookPaid_withoutProviderDate_paidNow() {
        Charge c = charge(pending().onProviderEvent(ProviderOutcome.PAID, "c1", null, LATER));

        assertThat(c.paidAt()).isEqualTo(LATER);
    }

    @Test
    void webhookPaid_twice_idempotentKeepsFirstPaidAt() {
        AssignmentPayment paid = paid();

        AssignmentPayment again = paid.onProviderEvent(ProviderOutcome.PAID, "c1", LATER, LATER);

        assertThat(again).isSameAs(paid);
        assertThat(charge(again).paidAt()).isEqualTo(PROVIDER_DATE);
    }

    @Test
    void webhook_forAnotherProviderPayment_ignored() {
        AssignmentPayment pending = pending();

        assertThat(pending.onProviderEvent(ProviderOutcome.PAID, "c_old", null, LATER)).isSameAs(pending);
    }

    @Test
    void webhook_aboutNoKnownCharge_changesNothing() {
        AssignmentPayment pending = pending();

        assertThat(pending.onProviderEvent(ProviderOutcome.PAID, null, null, LATER)).isSameAs(pending);
    }

    @Test
    void lateDeletionOfACancelledProviderCharge_leavesTheNewExternalChargePending() {
        AssignmentPayment external = pending().cancel(T0).create("c2", PaymentMethod.PIX_EXTERNO, Amount.of("49.90"), null,
                LATER);

        AssignmentPayment after = external.onProviderEvent(ProviderOutcome.CANCELLED, "c1", null, LATER);

        assertThat(after).isSameAs(external);
        assertThat(after.paymentRequired()).isTrue();
    }

    @Test
    void sync_answerAboutAnotherProviderPayment_changesNothing() {
        AssignmentPayment pending = pending();

        assertThat(pending.sync(ProviderOutcome.CANCELLED, "pay_old", null, LATER)).isSameAs(pending);
    }

    @Test
    void paidAt_neverBeforeTheChargeWasCreated() {
        Charge c = charge(pending().onProviderEvent(ProviderOutcome.PAID, "c1", T0.minusSeconds(7200), LATER));

        assertThat(c.paidAt()).isEqualTo(T0);
    }

    @Test
    void recheck_changesNothing() {
        AssignmentPayment pending = pending();

        assertThat(pending.onProviderEvent(ProviderOutcome.RECHECK, "c1", null, LATER)).isSameAs(pending);
    }

    @Test
    void cashConfirmed_providerDeletesOrRefunds_staysPaid() {
        AssignmentPayment cash = pending().confirm(() -> "unused", LATER);

        assertThat(cash.onProviderEvent(ProviderOutcome.CANCELLED, "c1", null, LATER).status()).contains(PaymentStatus.PAID);
        assertThat(cash.onProviderEvent(ProviderOutcome.CANCELLED, "c1", null, LATER).status()).contains(PaymentStatus.PAID);
        assertThat(cash.sync(ProviderOutcome.CANCELLED, "pay_1", null, LATER).status()).contains(PaymentStatus.PAID);
    }

    @Test
    void moneyForAChargeAnAdministratorSettled_isALatePayment_andChangesNothing() {
        AssignmentPayment cash = pending().confirm(() -> "unused", LATER);
        AssignmentPayment exempt = pending().exempt(() -> "unused", LATER);

        for (AssignmentPayment settled : List.of(cash, exempt)) {
            assertThat(settled.isLatePayment(ProviderOutcome.PAID, "c1")).isTrue();
            assertThat(settled.onProviderEvent(ProviderOutcome.PAID, "c1", PROVIDER_DATE, LATER)).isSameAs(settled);
            assertThat(settled.sync(ProviderOutcome.PAID, "pay_1", PROVIDER_DATE, LATER)).isSameAs(settled);
            assertThat(settled.isLatePayment(ProviderOutcome.PAID, "c_old")).isFalse();
            assertThat(settled.isLatePayment(ProviderOutcome.CANCELLED, "c1")).isFalse();
        }
        assertThat(pending().isLatePayment(ProviderOutcome.PAID, "c1")).as("a pending charge is simply paid").isFalse();
        assertThat(paid().isLatePayment(ProviderOutcome.PAID, "c1")).as("paid through the provider: a repeat").isFalse();
    }

    @Test
    void settlingAPendingProviderCharge_leavesItOpenAtTheProvider_untilWithdrawn() {
        AssignmentPayment pending = pending();

        assertThat(pending.providerChargeLeftOpenBy(pending.confirm(() -> "unused", LATER))).contains("pay_1");
        assertThat(pending.providerChargeLeftOpenBy(pending.exempt(() -> "unused", LATER))).contains("pay_1");
        assertThat(pending.providerChargeLeftOpenBy(pending)).isEmpty();
        AssignmentPayment exempt = exempt();
        assertThat(exempt.providerChargeLeftOpenBy(exempt.confirm(() -> "unused", LATER)))
                .as("an exempt charge was withdrawn when it was exempted").isEmpty();
        AssignmentPayment external = pendingExternal();
        assertThat(external.providerChargeLeftOpenBy(external.confirm(() -> "unused", LATER))).isEmpty();
    }

    @Test
    void refundOfProviderPaidCharge_cancelsAndClearsPaidAt() {
        Charge c = charge(paid().onProviderEvent(ProviderOutcome.CANCELLED, "c1", null, LATER));

        assertThat(c.status()).isEqualTo(PaymentStatus.CANCELLED);
        assertThat(c.paidAt()).isNull();
        assertThat(c.cancelledAt()).isEqualTo(LATER);
    }

    @Test
    void sync_externalCharge_conflictNotLinked() {
        assertThatThrownBy(() -> pendingExternal().sync(ProviderOutcome.PAID, "pay_1", null, LATER))
                .isInstanceOfSatisfying(DomainException.class, e -> assertThat(e.code()).isEqualTo("PAYMENT_NOT_LINKED"));
    }

    @Test
    void sync_paidStatus_paidAtFromProviderOrNow() {
        assertThat(charge(pending().sync(ProviderOutcome.PAID, "pay_1", PROVIDER_DATE, LATER)).paidAt()).isEqualTo(PROVIDER_DATE);
        assertThat(charge(pending().sync(ProviderOutcome.PAID, "pay_1", null, LATER)).paidAt()).isEqualTo(LATER);
    }

    @Test
    void sync_refundNotYetFinal_unchanged() {
        AssignmentPayment paid = paid();

        assertThat(paid.sync(ProviderOutcome.UNCHANGED, "pay_1", null, LATER)).isSameAs(paid);
        assertThat(paid.sync(ProviderOutcome.UNCHANGED, "pay_1", null, LATER)).isSameAs(paid);
    }

    @Test
    void requireLinkedProviderPaymentId_pending_returnsId() {
        assertThat(pending().requireLinkedProviderPaymentId()).isEqualTo("pay_1");
    }

    @ParameterizedTest
    @CsvSource({"none,false", "pending,true", "paid,false", "exempt,false", "cancelled,false"})
    void paymentRequired_onlyWhilePending(String state, boolean required) {
        AssignmentPayment payment = PaymentFixtures.inState(state);

        assertThat(payment.paymentRequired()).isEqualTo(required);
        assertThat(payment.allowsTestStart()).isEqualTo(!required);
    }

    @Test
    void ensureTestCanStart_pending_paymentRequired402() {
        assertThatThrownBy(() -> pending().ensureTestCanStart()).isInstanceOfSatisfying(DomainException.class, e -> {
            assertThat(e.kind()).isEqualTo(DomainException.Kind.PAYMENT_REQUIRED);
            assertThat(e.code()).isEqualTo("PAYMENT_REQUIRED");
        });
        paid().ensureTestCanStart();
    }

    @ParameterizedTest
    @CsvSource({"none,false", "pending,true", "paid,false", "exempt,false", "cancelled,false"})
    void requiresPayment_fromStatusAlone_agreesWithThePayment(String state, boolean required) {
        AssignmentPayment payment = PaymentFixtures.inState(state);

        assertThat(AssignmentPayment.requiresPayment(payment.status())).isEqualTo(required);
    }

    @Test
    void constructor_chargeOfAnotherAssignment_invalid() {
        Charge c = charge(pending());

        assertThatThrownBy(() -> new AssignmentPayment("a2", "org1", Optional.of(c)))
                .hasMessage("current: charge c1 belongs to another assignment");
    }

    @Test
    void expiredPixQrCode_isReplacedOnce_andOnlyOnTheChargeItBelongsTo() {
        AssignmentPayment pending = none().create("c1", PaymentMethod.PIX, Amount.of("49.90"), new ProviderCharge("pay_1",
                "https://pay.example/i/1", "data:image/png;base64,AAAA", "000201old", T0.plusSeconds(60)), T0);
        assertThat(pending.needsFreshQrCode(T0)).isFalse();
        assertThat(pending.needsFreshQrCode(LATER)).isTrue();

        AssignmentPayment fresh = pending.withFreshQrCode("pay_1", "data:image/png;base64,BBBB", "000201new",
                LATER.plusSeconds(86_400), LATER);

        assertThat(charge(fresh).qrCodeText()).isEqualTo("000201new");
        assertThat(fresh.needsFreshQrCode(LATER)).isFalse();
        assertThat(pending.withFreshQrCode("pay_other", "x", "y", LATER, LATER)).isSameAs(pending);
        assertThat(pending().needsFreshQrCode(LATER)).as("no expiry given, nothing to refresh").isFalse();
    }

    @Test
    void charge_paidWithoutPaidAt_invalid() {
        assertThatThrownBy(() -> new Charge("c1", "a1", "org1", PaymentMethod.CASH, null, PaymentStatus.PAID,
                null, null, null, null, null, null, null, T0, T0))
                .hasMessage("paidAt: is required when status is paid");
    }

    @Test
    void charge_cancelledStillLinked_invalid() {
        assertThatThrownBy(() -> new Charge("c1", "a1", "org1", PaymentMethod.PIX, Amount.of("1"),
                PaymentStatus.CANCELLED, "pay_1", null, null, null, null, null, T0, T0, T0))
                .hasMessage("providerPaymentId: must be empty when status is cancelled");
    }

    @Test
    void charge_pendingWithoutAmount_invalid() {
        assertThatThrownBy(() -> new Charge("c1", "a1", "org1", PaymentMethod.PIX_EXTERNO, null,
                PaymentStatus.PENDING, null, null, null, null, null, null, null, T0, T0))
                .hasMessage("amount: is required");
    }
}
