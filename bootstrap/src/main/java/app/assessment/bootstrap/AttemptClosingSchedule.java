package app.assessment.bootstrap;

import app.assessment.application.port.in.attempt.CloseAttemptsUseCase;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * The closing job's in-process door, every {@code ATTEMPTS_CLOSE_EVERY}; the other is
 * {@code GET /api/cron/attempts}. No cluster lock: due attempts are claimed with SKIP LOCKED, so
 * instances running at once share them and none is closed twice.
 */
@ApplicationScoped
public class AttemptClosingSchedule {

    private final CloseAttemptsUseCase closing;

    public AttemptClosingSchedule(CloseAttemptsUseCase closing) {
        this.closing = closing;
    }

    @Scheduled(identity = "attempts-close", every = "${app.attempts.close-every}", delayed = "10s",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void run() {
        closing.closeDue();
    }
}
