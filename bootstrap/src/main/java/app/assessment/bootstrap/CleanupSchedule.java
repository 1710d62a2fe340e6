package app.assessment.bootstrap;

import app.assessment.application.port.in.cleanup.CleanUpUseCase;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * The clean-up's in-process door; the other is {@code GET /api/cron/cleanup}. Every instance
 * fires it, and the use case's cluster lock lets one run do the work.
 */
@ApplicationScoped
public class CleanupSchedule {

    private static final System.Logger LOG = System.getLogger(CleanupSchedule.class.getName());

    private final CleanUpUseCase cleanup;

    public CleanupSchedule(CleanUpUseCase cleanup) {
        this.cleanup = cleanup;
    }

    @Scheduled(cron = "${app.cleanup.cron}", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void run() {
        CleanUpUseCase.Report report = cleanup.cleanUp();
        LOG.log(System.Logger.Level.INFO, "Clean-up: " + report);
    }
}
