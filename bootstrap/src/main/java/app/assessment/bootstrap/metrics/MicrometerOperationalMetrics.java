package app.assessment.bootstrap.metrics;

import app.assessment.application.port.out.metrics.OperationalMetrics;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.quarkus.runtime.Startup;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Status;
import jakarta.transaction.Synchronization;
import jakarta.transaction.TransactionSynchronizationRegistry;
import java.time.Duration;
import java.util.List;

/**
 * The business figures on Micrometer, scraped at {@code /q/metrics} (docs/adr/0029). Figures of a
 * write are counted when its transaction commits, so a rolled-back submission or payment change
 * is never counted. Series an alert compares against zero are registered at start, so they exist
 * before the first event.
 */
@Startup
@ApplicationScoped
public class MicrometerOperationalMetrics implements OperationalMetrics {

    static final String SUBMISSIONS = "assessment.submissions";
    static final String CHARGE_TRANSITIONS = "assessment.charge.transitions";
    static final String WEBHOOK_EVENTS = "assessment.webhook.events";
    static final String PROVIDER_CALLS = "assessment.provider.calls";
    static final String MAILS = "assessment.mails";
    static final String JOB_RUNS = "assessment.job.runs";

    /** Latency buckets an alert on the provider or a job can use without a percentile histogram's hundred series. */
    private static final Duration[] LATENCY_BUCKETS = {Duration.ofMillis(100), Duration.ofMillis(250), Duration.ofMillis(500),
            Duration.ofSeconds(1), Duration.ofMillis(2500), Duration.ofSeconds(5), Duration.ofSeconds(10), Duration.ofSeconds(30)};

    private final MeterRegistry registry;
    private final TransactionSynchronizationRegistry transactions;
    private final BackupAge backupAge;
    private final Counter submissions;

    public MicrometerOperationalMetrics(MeterRegistry registry, TransactionSynchronizationRegistry transactions, BackupAge backupAge) {
        this.registry = registry;
        this.transactions = transactions;
        this.backupAge = backupAge;
        this.submissions = Counter.builder(SUBMISSIONS).description("Submissions stored").register(registry);
        for (String outcome : List.of("applied", "unchanged", "unknown_charge", "duplicate", "rejected")) {
            webhookEvents(outcome);
        }
        for (String outcome : List.of("sent", "failed")) {
            mails(outcome);
        }
    }

    @Override
    public void submissionRecorded() {
        onCommit(submissions::increment);
    }

    @Override
    public void chargeStatusChanged(String from, String to) {
        Counter counter = Counter.builder(CHARGE_TRANSITIONS).description("Charges that changed status, by old and new status")
                .tag("from", from).tag("to", to).register(registry);
        onCommit(counter::increment);
    }

    @Override
    public void providerEvent(String outcome) {
        webhookEvents(outcome).increment();
    }

    @Override
    public void providerCall(String operation, String outcome, Duration took) {
        timer(PROVIDER_CALLS, "Calls to the payment provider, by port operation and outcome", "operation", operation, outcome)
                .record(took);
    }

    @Override
    public void mailDelivery(String outcome) {
        mails(outcome).increment();
    }

    @Override
    public void jobRun(String job, String outcome, Duration took) {
        timer(JOB_RUNS, "Runs of periodic jobs, whichever door started them, by job and outcome", "job", job, outcome).record(took);
        if (job.equals("backup") && outcome.equals("done")) {
            backupAge.forget();
        }
    }

    private Counter webhookEvents(String outcome) {
        return Counter.builder(WEBHOOK_EVENTS).description("Payment provider webhook deliveries, by outcome").tag("outcome", outcome)
                .register(registry);
    }

    private Counter mails(String outcome) {
        return Counter.builder(MAILS).description("Mails handed to the SMTP server, by outcome").tag("outcome", outcome)
                .register(registry);
    }

    private Timer timer(String name, String description, String key, String value, String outcome) {
        return Timer.builder(name).description(description).tag(key, value).tag("outcome", outcome)
                .serviceLevelObjectives(LATENCY_BUCKETS).register(registry);
    }

    private void onCommit(Runnable count) {
        if (transactions.getTransactionKey() == null) {
            count.run();
            return;
        }
        transactions.registerInterposedSynchronization(new Synchronization() {
            @Override
            public void beforeCompletion() {
            }

            @Override
            public void afterCompletion(int status) {
                if (status == Status.STATUS_COMMITTED) {
                    count.run();
                }
            }
        });
    }
}
