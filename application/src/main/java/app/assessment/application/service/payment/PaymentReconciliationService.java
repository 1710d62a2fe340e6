package app.assessment.application.service.payment;

import app.assessment.application.port.in.payment.ReconcilePaymentsUseCase;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.metrics.OperationalMetrics;
import app.assessment.application.service.jobs.JobRuns;
import app.assessment.application.port.out.ClusterLock;
import app.assessment.application.port.out.payment.PaymentSettings;
import app.assessment.application.port.out.payment.ReconciliationQueue;
import app.assessment.application.port.out.payment.ReconciliationQueue.Due;
import app.assessment.domain.payment.SyncBackoff;
import app.assessment.domain.shared.UpstreamBusyException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.List;

/**
 * The reconciliation job, sized to the provider's request quota (docs/adr/0016). Its transaction
 * holds a cluster-wide lock for the whole run, so a second run (another instance, the in-process
 * scheduler and the cron route at once) returns at once. A run asks about at most
 * {@code syncBatch} charges (its request budget), those due by their back-off, never-asked first
 * and then the longest unasked, and none past its polling window. Each answer is applied in a
 * transaction of its own ({@link ReconciliationStep}), so one provider failure costs one charge
 * (asked again after {@link SyncBackoff#AFTER_FAILURE}); a provider asking to wait ends the run.
 * Each run first makes the provider withdrawals that are due ({@link ProviderWithdrawalService}).
 */
@ApplicationScoped
public class PaymentReconciliationService implements ReconcilePaymentsUseCase {

    static final String LOCK = "payments-sync";
    private static final System.Logger LOG = System.getLogger(PaymentReconciliationService.class.getName());

    private final ClusterLock clusterLock;
    private final ReconciliationQueue queue;
    private final ReconciliationStep step;
    private final ProviderWithdrawalService withdrawals;
    private final PaymentTransitions transitions;
    private final PaymentSettings settings;
    private final Clock clock;
    private final OperationalMetrics metrics;

    public PaymentReconciliationService(ClusterLock clusterLock, ReconciliationQueue queue, ReconciliationStep step,
                                        ProviderWithdrawalService withdrawals, PaymentTransitions transitions, PaymentSettings settings, Clock clock, OperationalMetrics metrics) {
        this.clusterLock = clusterLock;
        this.queue = queue;
        this.step = step;
        this.withdrawals = withdrawals;
        this.transitions = transitions;
        this.settings = settings;
        this.clock = clock;
        this.metrics = metrics;
    }

    @Override
    @Transactional
    public Report reconcile() {
        return JobRuns.timed(metrics, "payments-sync", this::reconcileUnderLock, Report::ran);
    }

    private Report reconcileUnderLock() {
        if (!clusterLock.tryLock(LOCK)) {
            return Report.SKIPPED;
        }
        // The safety net of the withdrawals' own schedule: whatever is due goes first, within the same run.
        var withdrawn = withdrawals.withdrawDue();
        if (withdrawn.withdrawn() + withdrawn.refused() + withdrawn.failed() > 0) {
            LOG.log(System.Logger.Level.INFO, "Provider withdrawals: " + withdrawn);
        }
        Instant now = clock.now();
        List<Due> due = queue.due(now, settings.syncBatch());
        int checked = 0;
        int changed = 0;
        int failed = 0;
        for (Due charge : due) {
            checked++;
            try {
                changed += step.sync(charge, now) ? 1 : 0;
            } catch (UpstreamBusyException busy) {
                failed++;
                LOG.log(System.Logger.Level.WARNING, "Reconciliation stopped: the provider asks to wait " + busy.retryAfterSeconds()
                        + " s; the remaining charges wait for a later run");
                break;
            } catch (RuntimeException e) {
                failed++;
                transitions.askAgainAt(charge.assignmentId(), now.plus(SyncBackoff.AFTER_FAILURE));
                LOG.log(System.Logger.Level.WARNING, "Reconciliation of assignment " + charge.assignmentId() + " failed: " + e.getMessage());
            }
        }
        return new Report(true, checked, changed, failed);
    }
}
