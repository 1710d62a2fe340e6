package app.assessment.application.service.payment;

import app.assessment.application.port.out.payment.ChargeRepository;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.payment.AssignmentPayment;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;

/** One charge of the reconciliation job, in a transaction of its own (a separate bean, so the boundary applies). */
@ApplicationScoped
public class ReconciliationStep {

    private final ChargeRepository charges;
    private final ProviderSync providerSync;

    public ReconciliationStep(ChargeRepository charges, ProviderSync providerSync) {
        this.charges = charges;
        this.providerSync = providerSync;
    }

    /** @return whether the payment changed; false also when it stopped being pending since it was listed */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public boolean sync(String assignmentId) {
        AssignmentPayment before = charges.lock(assignmentId).orElse(null);
        if (before == null || !before.paymentRequired() || before.linkedProviderPaymentId().isEmpty()) {
            return false;
        }
        return !providerSync.sync(before, Actor.system(before.organizationId())).equals(before);
    }
}
