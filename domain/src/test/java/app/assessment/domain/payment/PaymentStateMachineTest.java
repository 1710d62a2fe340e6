package app.assessment.domain.payment;

import static app.assessment.domain.payment.PaymentFixtures.LATER;
import static app.assessment.domain.payment.PaymentFixtures.PROVIDER_DATE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.domain.shared.DomainException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every (state, action) pair of docs/api.md §3. A cell is the next state, or the error code.
 * The fixtures: pending and exempt are linked to provider charge pay_1, paid was paid through
 * the provider, cancelled has lost its link. Money the provider reports for the exempt charge is a
 * late payment (docs/adr/0044): it leaves the charge exempt.
 */
class PaymentStateMachineTest {

    private static final Map<String, UnaryOperator<AssignmentPayment>> ACTIONS = actions();

    private static final String[] COLUMNS = {
        "create", "confirm", "exempt", "cancel", "sync-paid", "sync-pending", "sync-deleted",
        "webhook-received", "webhook-confirmed", "webhook-deleted", "webhook-refunded", "webhook-other"};

    private static final String ACTIVE = "PAYMENT_ALREADY_ACTIVE";
    private static final String PAID = "PAYMENT_ALREADY_PAID";
    private static final String UNLINKED = "PAYMENT_NOT_LINKED";

    private static final String[][] TABLE = {
        // state      create     confirm  exempt    cancel       sync-paid sync-pend  sync-del     wh-recv wh-conf wh-del       wh-refund    wh-other
        {"none",      "pending", "paid",  "exempt", "none",      UNLINKED, UNLINKED,  UNLINKED,    "none", "none", "none",      "none",      "none"},
        {"pending",   ACTIVE,    "paid",  "exempt", "cancelled", "paid",   "pending", "cancelled", "paid", "paid", "cancelled", "cancelled", "pending"},
        {"paid",      ACTIVE,    PAID,    PAID,     PAID,        "paid",   "paid",    "cancelled", "paid", "paid", "cancelled", "cancelled", "paid"},
        {"exempt",    ACTIVE,    "paid",  "exempt", "cancelled", "exempt", "exempt",  "exempt",    "exempt", "exempt", "exempt",  "exempt",    "exempt"},
        {"cancelled", "pending", "paid",  "exempt", "cancelled", UNLINKED, UNLINKED,  UNLINKED,    "paid", "paid", "cancelled", "cancelled", "cancelled"},
    };

    private static Map<String, UnaryOperator<AssignmentPayment>> actions() {
        return Map.ofEntries(
                Map.entry("create", p -> p.create("c2", PaymentMethod.BOLETO, Amount.of("10"),
                        new ProviderCharge("pay_2", "https://pay.example/i/2", null, null), LATER)),
                Map.entry("confirm", p -> p.confirm(() -> "c2", LATER)),
                Map.entry("exempt", p -> p.exempt(() -> "c2", LATER)),
                Map.entry("cancel", p -> p.cancel(LATER)),
                Map.entry("sync-paid", p -> p.sync(ProviderOutcome.PAID, "pay_1", PROVIDER_DATE, LATER)),
                Map.entry("sync-pending", p -> p.sync(ProviderOutcome.UNCHANGED, "pay_1", null, LATER)),
                Map.entry("sync-deleted", p -> p.sync(ProviderOutcome.CANCELLED, "pay_1", null, LATER)),
                Map.entry("webhook-received", p -> p.onProviderEvent(ProviderOutcome.PAID, "c1", PROVIDER_DATE, LATER)),
                Map.entry("webhook-confirmed", p -> p.onProviderEvent(ProviderOutcome.PAID, "c1", null, LATER)),
                Map.entry("webhook-deleted", p -> p.onProviderEvent(ProviderOutcome.CANCELLED, "c1", null, LATER)),
                Map.entry("webhook-refunded", p -> p.onProviderEvent(ProviderOutcome.CANCELLED, "c1", null, LATER)),
                Map.entry("webhook-other", p -> p.onProviderEvent(ProviderOutcome.UNCHANGED, "c1", null, LATER)));
    }

    static List<Arguments> everyStateAndAction() {
        List<Arguments> cases = new ArrayList<>();
        for (String[] row : TABLE) {
            assertThat(row).as("row %s", row[0]).hasSize(COLUMNS.length + 1);
            for (int c = 0; c < COLUMNS.length; c++) {
                cases.add(Arguments.of(row[0], COLUMNS[c], row[c + 1]));
            }
        }
        assertThat(cases).hasSize(5 * 12);
        assertThat(ACTIONS.keySet()).containsExactlyInAnyOrder(COLUMNS);
        return cases;
    }

    @ParameterizedTest(name = "{0} + {1} -> {2}")
    @MethodSource("everyStateAndAction")
    void transition_fromStateByAction_givesNextStateOrErrorCode(String state, String action, String expected) {
        AssignmentPayment before = PaymentFixtures.inState(state);
        UnaryOperator<AssignmentPayment> act = ACTIONS.get(action);

        if (expected.equals(expected.toUpperCase())) {
            assertThatThrownBy(() -> act.apply(before)).isInstanceOfSatisfying(DomainException.class, e -> {
                assertThat(e.code()).isEqualTo(expected);
                assertThat(e.kind()).isEqualTo(DomainException.Kind.CONFLICT);
            });
        } else {
            assertThat(act.apply(before).status().map(PaymentStatus::wireValue).orElse("none")).isEqualTo(expected);
        }
    }
}
