package app.assessment.application.service.jobs;

import app.assessment.application.port.out.metrics.OperationalMetrics;
import app.assessment.domain.shared.DomainException;
import java.time.Duration;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Times a periodic job's run for the operator, whichever door started it (the cron route or the
 * in-process schedule): {@code done}, {@code skipped} when another run held the job's cluster
 * lock (a result saying so, or a 409), {@code failed} when it threw anything else.
 */
public final class JobRuns {

    private JobRuns() {
    }

    public static <T> T timed(OperationalMetrics metrics, String job, Supplier<T> run, Predicate<T> didWork) {
        long start = System.nanoTime();
        String outcome = "failed";
        try {
            T result = run.get();
            outcome = didWork.test(result) ? "done" : "skipped";
            return result;
        } catch (DomainException e) {
            if (e.kind() == DomainException.Kind.CONFLICT) {
                outcome = "skipped";
            }
            throw e;
        } finally {
            metrics.jobRun(job, outcome, Duration.ofNanos(System.nanoTime() - start));
        }
    }
}
