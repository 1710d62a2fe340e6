package app.assessment.domain.payment;

import java.util.Set;

/**
 * What a provider status (on sync) or event (on webhook) means for a charge.
 *
 * <p>Only final losses cancel: a deleted charge or a completed refund. Refund requests and
 * chargebacks in progress may still be reversed, so they change nothing until the provider
 * reports the outcome.
 */
public enum ProviderOutcome {
    PAID,
    CANCELLED,
    UNCHANGED;

    private static final Set<String> PAID_STATUSES = Set.of("RECEIVED", "CONFIRMED", "RECEIVED_IN_CASH");
    private static final Set<String> CANCELLED_STATUSES = Set.of("DELETED", "REFUNDED");
    private static final Set<String> PAID_EVENTS = Set.of("PAYMENT_RECEIVED", "PAYMENT_CONFIRMED");
    private static final Set<String> CANCELLED_EVENTS = Set.of("PAYMENT_DELETED", "PAYMENT_REFUNDED");

    /** From the {@code status} of the provider's payment; unknown statuses change nothing. */
    public static ProviderOutcome ofPaymentStatus(String status) {
        return of(status, PAID_STATUSES, CANCELLED_STATUSES);
    }

    /** From the {@code event} of a webhook delivery; unknown events change nothing. */
    public static ProviderOutcome ofEvent(String event) {
        return of(event, PAID_EVENTS, CANCELLED_EVENTS);
    }

    private static ProviderOutcome of(String value, Set<String> paid, Set<String> cancelled) {
        if (value == null) {
            return UNCHANGED;
        }
        if (paid.contains(value)) {
            return PAID;
        }
        return cancelled.contains(value) ? CANCELLED : UNCHANGED;
    }
}
