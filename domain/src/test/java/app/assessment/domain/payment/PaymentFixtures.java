package app.assessment.domain.payment;

import java.time.Instant;

/** The five payment states of an assignment, each reached through the public transitions. */
final class PaymentFixtures {

    static final Instant T0 = Instant.parse("2026-04-01T10:00:00Z");
    static final Instant LATER = T0.plusSeconds(3600);
    static final Instant PROVIDER_DATE = Instant.parse("2026-04-01T10:30:00Z");
    static final ProviderCharge PIX_CHARGE = new ProviderCharge("pay_1", "https://pay.example/i/1",
            "data:image/png;base64,AAAA", "000201pix");

    private PaymentFixtures() {
    }

    static AssignmentPayment none() {
        return AssignmentPayment.none("a1", "org1");
    }

    static AssignmentPayment pending() {
        return none().create("c1", PaymentMethod.PIX, Amount.of("49.90"), PIX_CHARGE, T0);
    }

    static AssignmentPayment pendingExternal() {
        return none().create("c1", PaymentMethod.PIX_EXTERNO, Amount.of("49.90"), null, T0);
    }

    /** Paid through the provider, still linked to its charge. */
    static AssignmentPayment paid() {
        return pending().onProviderEvent(ProviderOutcome.PAID, "c1", PROVIDER_DATE, T0);
    }

    /** Exempted while a provider charge was pending, so still linked to it. */
    static AssignmentPayment exempt() {
        return pending().exempt(() -> "unused", T0);
    }

    static AssignmentPayment cancelled() {
        return pending().cancel(T0);
    }

    static AssignmentPayment inState(String state) {
        return switch (state) {
            case "none" -> none();
            case "pending" -> pending();
            case "paid" -> paid();
            case "exempt" -> exempt();
            case "cancelled" -> cancelled();
            default -> throw new IllegalArgumentException(state);
        };
    }
}
