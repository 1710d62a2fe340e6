package app.assessment.application.service.payment;

import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.payment.PaymentGateway;
import app.assessment.application.port.out.payment.ProviderPaymentState;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.payment.AssignmentPayment;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Reconciliation of one payment with the provider, for the administrator's sync and the cron
 * job alike. The caller holds the assignment's lock; this joins its transaction.
 */
@ApplicationScoped
public class ProviderSync {

    private final PaymentLedger ledger;
    private final PaymentGateway gateway;
    private final Clock clock;

    public ProviderSync(PaymentLedger ledger, PaymentGateway gateway, Clock clock) {
        this.ledger = ledger;
        this.gateway = gateway;
        this.clock = clock;
    }

    /**
     * 409 {@code PAYMENT_NOT_LINKED} without a provider charge. A charge the provider does not
     * know (any more) is left as it is: that says nothing about whether it was paid.
     */
    public AssignmentPayment sync(AssignmentPayment before, Actor actor) {
        String providerPaymentId = before.requireLinkedProviderPaymentId();
        Optional<ProviderPaymentState> state = gateway.fetch(providerPaymentId);
        if (state.isEmpty()) {
            return before;
        }
        AssignmentPayment after = before.sync(state.get().status(), state.get().paidAt(), clock.now());
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("providerPaymentId", providerPaymentId);
        details.put("providerStatus", state.get().status());
        ledger.write(before, after, actor, "payment.sync", details);
        return after;
    }
}
