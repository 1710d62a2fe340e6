package app.assessment.bootstrap;

import app.assessment.application.port.in.payment.WithdrawProviderChargesUseCase;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import org.jboss.logging.Logger;

/**
 * Withdraws at the provider, on every instance, the charges administrators settled by hand whose first
 * attempt failed (docs/adr/0044). Instances never take the same withdrawal: each is claimed in the
 * database. The reconciliation run does the same as a safety net. {@code off} disables it.
 */
@ApplicationScoped
public class ProviderWithdrawalTrigger {

    private static final Logger LOG = Logger.getLogger(ProviderWithdrawalTrigger.class);

    private final WithdrawProviderChargesUseCase withdrawals;

    public ProviderWithdrawalTrigger(WithdrawProviderChargesUseCase withdrawals) {
        this.withdrawals = withdrawals;
    }

    @Scheduled(identity = "payments-withdraw", every = "${app.payments.withdraw-every}", delayed = "30s",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void run() {
        var report = withdrawals.withdrawDue();
        if (report.withdrawn() + report.refused() + report.failed() > 0) {
            LOG.infof("Provider withdrawals: %d withdrawn, %d refused, %d to retry", report.withdrawn(), report.refused(),
                    report.failed());
        }
    }
}
