package app.assessment.bootstrap;

import app.assessment.application.port.out.BackgroundWork;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.concurrent.CompletionException;
import org.eclipse.microprofile.context.ManagedExecutor;
import org.eclipse.microprofile.context.ThreadContext;
import org.jboss.logging.Logger;

/**
 * Quarkus's worker pool, with no context of the submitting request: the request has ended by
 * the time the task runs, and the task opens its own transaction. Failures are logged by type
 * only; the task's data (an e-mail, a token) stays out of the log.
 */
@ApplicationScoped
public class ExecutorBackgroundWork implements BackgroundWork {

    private static final Logger LOG = Logger.getLogger(ExecutorBackgroundWork.class);

    private final ManagedExecutor executor = ManagedExecutor.builder()
            .propagated(ThreadContext.NONE).cleared(ThreadContext.ALL_REMAINING).build();

    @Override
    public void submit(Runnable task) {
        executor.runAsync(task).exceptionally(failure -> {
            Throwable cause = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
            LOG.errorf("Background task failed: %s", cause.getClass().getName());
            return null;
        });
    }

    /** An executor from the builder belongs to whoever built it: ours to shut down. */
    @PreDestroy
    void stop() {
        executor.shutdown();
    }
}
