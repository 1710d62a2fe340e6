package app.assessment.application.service.payment;

import app.assessment.application.port.out.payment.ChargeRepository;
import app.assessment.application.port.out.payment.ReconciliationQueue.Due;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.payment.AssignmentPayment;
import app.assessment.domain.payment.SyncBackoff;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;

/** One charge of the reconciliation job; the provider is asked outside any row lock (see {@link ProviderSync}). */
@ApplicationScoped
public class ReconciliationStep {

    private final ChargeRepository charges;
    private final ProviderSync providerSync;

    public ReconciliationStep(ChargeRepository charges, ProviderSync providerSync) {
        this.charges = charges;
        this.providerSync = providerSync;
    }

    /**
     * @return whether the payment changed; false also when it stopped being pending since it was
     *     listed (then the provider is not asked)
     */
    public boolean sync(Due due, Instant now) {
        AssignmentPayment seen = charges.find(due.assignmentId()).orElse(null);
        if (seen == null || !seen.paymentRequired() || seen.linkedProviderPaymentId().isEmpty()) {
            return false;
        }
        Instant nextAskAt = SyncBackoff.next(now, due.answers() + 1);
        return !providerSync.sync(seen, Actor.system(seen.organizationId()), nextAskAt).equals(seen);
    }
}
