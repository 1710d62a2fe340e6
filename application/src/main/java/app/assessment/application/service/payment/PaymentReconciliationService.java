package app.assessment.application.service.payment;

import app.assessment.application.port.in.payment.ReconcilePaymentsUseCase;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.ClusterLock;
import app.assessment.application.port.out.payment.ChargeRepository;
import app.assessment.application.port.out.payment.PaymentSettings;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.List;

/**
 * The reconciliation job. Its transaction holds a cluster-wide lock for the whole run, so a
 * second run (another instance, or the scheduler firing twice) returns at once; each charge is
 * then synced in a transaction of its own ({@link ReconciliationStep}), so one provider failure
 * costs one charge, not the run, and no assignment stays locked longer than its own provider call.
 */
@ApplicationScoped
public class PaymentReconciliationService implements ReconcilePaymentsUseCase {

    static final String LOCK = "payments-sync";
    private static final System.Logger LOG = System.getLogger(PaymentReconciliationService.class.getName());

    private final ClusterLock clusterLock;
    private final ChargeRepository charges;
    private final ReconciliationStep step;
    private final PaymentSettings settings;
    private final Clock clock;

    public PaymentReconciliationService(ClusterLock clusterLock, ChargeRepository charges, ReconciliationStep step,
                                        PaymentSettings settings, Clock clock) {
        this.clusterLock = clusterLock;
        this.charges = charges;
        this.step = step;
        this.settings = settings;
        this.clock = clock;
    }

    @Override
    @Transactional
    public Report reconcile() {
        if (!clusterLock.tryLock(LOCK)) {
            return Report.SKIPPED;
        }
        List<String> stale = charges.stalePending(clock.now().minus(settings.syncMinAge()), settings.syncBatch());
        int changed = 0;
        int failed = 0;
        for (String assignmentId : stale) {
            try {
                changed += step.sync(assignmentId) ? 1 : 0;
            } catch (RuntimeException e) {
                // The provider failed for this charge (its transaction is rolled back); the next run retries it.
                failed++;
                LOG.log(System.Logger.Level.WARNING, "Reconciliation of assignment " + assignmentId + " failed: " + e.getMessage());
            }
        }
        return new Report(true, stale.size(), changed, failed);
    }
}
