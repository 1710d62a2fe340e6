package app.assessment.bootstrap;

import app.assessment.application.port.in.payment.ReconcilePaymentsUseCase;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import org.jboss.logging.Logger;

/**
 * The in-process door to the reconciliation, beside {@code GET /api/cron/payments-sync}: both run
 * the same use case under the same cluster lock, so on several instances (or with an outside
 * scheduler too) one run does the work and the others return at once. {@code off} disables it.
 */
@ApplicationScoped
public class PaymentReconciliationTrigger {

    private static final Logger LOG = Logger.getLogger(PaymentReconciliationTrigger.class);

    private final ReconcilePaymentsUseCase reconciliation;

    public PaymentReconciliationTrigger(ReconcilePaymentsUseCase reconciliation) {
        this.reconciliation = reconciliation;
    }

    @Scheduled(identity = "payments-sync", every = "${app.payments.sync-every}", delayed = "1m",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void run() {
        var report = reconciliation.reconcile();
        if (report.ran() && report.checked() > 0) {
            LOG.infof("Payment reconciliation: %d checked, %d changed, %d failed", report.checked(), report.changed(),
                    report.failed());
        }
    }
}
