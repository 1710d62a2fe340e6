package app.assessment.application.service.payment;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.fakes.FixedClock;
import app.assessment.application.fakes.InMemoryReconciliationQueue;
import app.assessment.application.fakes.RecordingClusterLock;
import app.assessment.application.fakes.RecordingProviderWithdrawalService;
import app.assessment.application.fakes.RecordingReconciliationStep;
import app.assessment.application.fakes.Samples;
import app.assessment.application.port.in.payment.ReconcilePaymentsUseCase.Report;
import app.assessment.application.port.out.metrics.OperationalMetrics;
import app.assessment.application.port.out.payment.PaymentSettings;
import app.assessment.application.port.out.payment.ReconciliationQueue.Due;
import app.assessment.domain.payment.SyncBackoff;
import app.assessment.domain.shared.UpstreamBusyException;
import java.time.Duration;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The reconciliation (docs/adr/0016): one run at a time under the {@code payments-sync} cluster lock, the due
 * withdrawals first, then at most {@code syncBatch} charges; a failed charge is asked again after
 * {@link SyncBackoff#AFTER_FAILURE} and the run goes on, a provider asking to wait ends the run.
 */
class PaymentReconciliationServiceTest {

    private static final int BATCH = 3;

    private final List<String> events = new ArrayList<>();
    private final RecordingClusterLock lock = new RecordingClusterLock();
    private final InMemoryReconciliationQueue queue = new InMemoryReconciliationQueue(events);
    private final RecordingReconciliationStep step = new RecordingReconciliationStep(events);
    private final List<String> jobRuns = new ArrayList<>();
    private final PaymentReconciliationService service = new PaymentReconciliationService(lock, queue, step,
            new RecordingProviderWithdrawalService(events), new PaymentTransitions(null, null, queue, null, null, null, null),
            new PaymentSettings(3, ZoneId.of("America/Sao_Paulo"), Duration.ofMinutes(10), BATCH, 7), new FixedClock(Samples.T0),
            new OperationalMetrics() {
                @Override
                public void jobRun(String job, String outcome, Duration took) {
                    jobRuns.add(job + " " + outcome);
                }
            });

    @Test
    void reconcile_lockHeldByAnotherRun_skipsWithoutWithdrawingOrAsking() {
        lock.heldElsewhere.add("payments-sync");
        queue.queued.add(new Due("a1", 0));

        Report report = service.reconcile();

        assertThat(report).isEqualTo(Report.SKIPPED);
        assertThat(events).isEmpty();
        assertThat(jobRuns).containsExactly("payments-sync skipped");
    }

    @Test
    void reconcile_underTheLock_withdrawsFirstThenAsksEachDueChargeAtTheClocksTime() {
        queue.queued.addAll(List.of(new Due("a1", 0), new Due("a2", 4)));
        step.changing.add("a2");

        Report report = service.reconcile();

        assertThat(lock.asked).containsExactly("payments-sync");
        assertThat(events).containsExactly("withdrawDue", "due at " + Samples.T0, "sync a1 at " + Samples.T0,
                "sync a2 at " + Samples.T0);
        assertThat(report).isEqualTo(new Report(true, 2, 1, 0));
        assertThat(jobRuns).containsExactly("payments-sync done");
    }

    @Test
    void reconcile_moreDueThanTheBudget_asksAboutSyncBatchChargesAtMost() {
        for (int i = 1; i <= BATCH + 2; i++) {
            queue.queued.add(new Due("a" + i, 0));
        }

        Report report = service.reconcile();

        assertThat(queue.limits).containsExactly(BATCH);
        assertThat(report.checked()).isEqualTo(BATCH);
        assertThat(events).filteredOn(e -> e.startsWith("sync")).hasSize(BATCH);
    }

    @Test
    void reconcile_oneChargeFails_isAskedAgainAfterTheBackoffAndTheRunGoesOn() {
        queue.queued.addAll(List.of(new Due("a1", 0), new Due("a2", 0)));
        step.failing.put("a1", new IllegalStateException("provider down"));
        step.changing.add("a2");

        Report report = service.reconcile();

        assertThat(queue.askAgain).containsExactly(Map.entry("a1", Samples.T0.plus(SyncBackoff.AFTER_FAILURE)));
        assertThat(report).isEqualTo(new Report(true, 2, 1, 1));
    }

    @Test
    void reconcile_providerAsksToWait_endsTheRunAndLeavesTheRestForLater() {
        queue.queued.addAll(List.of(new Due("a1", 0), new Due("a2", 0), new Due("a3", 0)));
        step.failing.put("a2", new UpstreamBusyException("RATE_LIMITED", "slow down", 30));

        Report report = service.reconcile();

        assertThat(events).filteredOn(e -> e.startsWith("sync")).containsExactly("sync a1 at " + Samples.T0,
                "sync a2 at " + Samples.T0);
        assertThat(queue.askAgain).isEmpty();
        assertThat(report).isEqualTo(new Report(true, 2, 0, 1));
    }

    @Test
    void reconcile_nothingDue_stillRunsAndReportsNothingChecked() {
        Report report = service.reconcile();

        assertThat(report).isEqualTo(new Report(true, 0, 0, 0));
        assertThat(events).containsExactly("withdrawDue", "due at " + Samples.T0);
    }
}
