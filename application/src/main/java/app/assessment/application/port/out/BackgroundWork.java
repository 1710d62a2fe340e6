package app.assessment.application.port.out;

/**
 * Runs work after the caller has its answer. For requests whose answer must not depend on
 * what the work finds (a reset request for an unknown e-mail must take as long as for a
 * known one), so the work cannot show in the response time.
 */
public interface BackgroundWork {

    /** Never throws for the task's failures: the implementation logs them. */
    void submit(Runnable task);
}
