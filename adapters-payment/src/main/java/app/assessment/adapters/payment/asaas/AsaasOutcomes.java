package app.assessment.adapters.payment.asaas;

import app.assessment.domain.payment.ProviderOutcome;
import java.util.Set;

/**
 * Asaas' words for a payment's state, translated into what they mean for a charge. Only final
 * losses cancel: a deleted charge or a completed refund; refund requests and chargebacks in
 * progress may still be reversed. Changes made in Asaas' panel that its event does not describe
 * (a charge restored, edited, a cash receipt undone) ask for the charge to be fetched again.
 */
public final class AsaasOutcomes {

    /** Reported for a charge Asaas keeps but marks {@code deleted: true}; Asaas has no status word for it. */
    public static final String DELETED = "DELETED";

    private static final Set<String> PAID_STATUSES = Set.of("RECEIVED", "CONFIRMED", "RECEIVED_IN_CASH");
    private static final Set<String> CANCELLED_STATUSES = Set.of(DELETED, "REFUNDED");
    private static final Set<String> PAID_EVENTS = Set.of("PAYMENT_RECEIVED", "PAYMENT_CONFIRMED");
    private static final Set<String> CANCELLED_EVENTS = Set.of("PAYMENT_DELETED", "PAYMENT_REFUNDED");
    private static final Set<String> RECHECK_EVENTS = Set.of("PAYMENT_RESTORED", "PAYMENT_RECEIVED_IN_CASH_UNDONE",
            "PAYMENT_UPDATED");

    private AsaasOutcomes() {
    }

    /** From the {@code status} of a payment (or {@link #DELETED}); unknown statuses change nothing. */
    public static ProviderOutcome ofPaymentStatus(String status) {
        if (status == null) {
            return ProviderOutcome.UNCHANGED;
        }
        if (PAID_STATUSES.contains(status)) {
            return ProviderOutcome.PAID;
        }
        return CANCELLED_STATUSES.contains(status) ? ProviderOutcome.CANCELLED : ProviderOutcome.UNCHANGED;
    }

    /** From the {@code event} of a webhook delivery; unknown events change nothing. */
    public static ProviderOutcome ofEvent(String event) {
        if (event == null) {
            return ProviderOutcome.UNCHANGED;
        }
        if (PAID_EVENTS.contains(event)) {
            return ProviderOutcome.PAID;
        }
        if (CANCELLED_EVENTS.contains(event)) {
            return ProviderOutcome.CANCELLED;
        }
        return RECHECK_EVENTS.contains(event) ? ProviderOutcome.RECHECK : ProviderOutcome.UNCHANGED;
    }
}
