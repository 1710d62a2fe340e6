package app.assessment.application.service.attempt;

import app.assessment.application.port.in.attempt.CloseAttemptsUseCase;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.metrics.OperationalMetrics;
import app.assessment.application.service.jobs.JobRuns;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;

/**
 * The closing job (ADR 0051): batches of due attempts, each its own transaction
 * ({@link AttemptCloser#closeDue}), until a batch comes back short. A submit racing the job wins
 * or loses on the attempt's conditional completion, so every attempt is completed exactly once.
 */
@ApplicationScoped
public class AttemptClosingService implements CloseAttemptsUseCase {

    static final int BATCH = 200;

    private final AttemptCloser closer;
    private final Clock clock;
    private final OperationalMetrics metrics;

    public AttemptClosingService(AttemptCloser closer, Clock clock, OperationalMetrics metrics) {
        this.closer = closer;
        this.clock = clock;
        this.metrics = metrics;
    }

    @Override
    public Report closeDue() {
        return JobRuns.timed(metrics, "attempts-close", this::run, report -> true);
    }

    private Report run() {
        Instant now = clock.now();
        int closed = 0;
        int batch;
        do {
            batch = closer.closeDue(now, BATCH);
            closed += batch;
        } while (batch == BATCH);
        return new Report(closed);
    }
}
