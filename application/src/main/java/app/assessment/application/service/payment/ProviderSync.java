package app.assessment.application.service.payment;

import app.assessment.application.port.out.payment.PaymentGateway;
import app.assessment.application.port.out.payment.ProviderPaymentState;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.payment.AssignmentPayment;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.Optional;

/**
 * Reconciliation of one payment with the provider, for the administrator's sync and the
 * reconciliation job alike: the provider is asked with no lock held, then the answer is applied
 * under the assignment's lock in a short transaction of its own.
 */
@ApplicationScoped
public class ProviderSync {

    private final PaymentGateway gateway;
    private final PaymentTransitions transitions;

    public ProviderSync(PaymentGateway gateway, PaymentTransitions transitions) {
        this.gateway = gateway;
        this.transitions = transitions;
    }

    /**
     * 409 {@code PAYMENT_NOT_LINKED} when {@code seen} has no provider charge.
     *
     * @param nextAskAt for the reconciliation: when to ask again should the charge stay pending; null otherwise
     */
    public AssignmentPayment sync(AssignmentPayment seen, Actor actor, Instant nextAskAt) {
        String providerPaymentId = seen.requireLinkedProviderPaymentId();
        Optional<ProviderPaymentState> state = gateway.fetch(providerPaymentId);
        return transitions.applySync(seen.assignmentId(), state, actor, nextAskAt);
    }
}
