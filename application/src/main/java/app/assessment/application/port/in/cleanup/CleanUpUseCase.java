package app.assessment.application.port.in.cleanup;

/**
 * The clean-up job (docs/api.md §9, issue 18): deletes what has outlived its use, in bounded
 * batches. Safe on several instances at once: a run that finds another one running does nothing.
 */
public interface CleanUpUseCase {

    Report cleanUp();

    /**
     * Rows deleted by this run, per kind.
     *
     * @param ran false when another run held the lock (then every count is 0)
     * @param oneTimeSecrets expired or used second-factor codes and password reset tokens
     * @param drafts drafts of completed or expired assignments, and of assignments cancelled longer
     *     ago than the retention for cancelled drafts
     * @param notifications notifications done with and older than the notification retention
     * @param auditEntries entries older than the audit retention (0 when none is set)
     * @param webhookEvents outbound webhook events older than their retention with every delivery settled
     */
    record Report(boolean ran, int sessions, int oneTimeSecrets, int providerEvents, int drafts, int notifications,
                  int auditEntries, int idempotencyKeys, int webhookEvents) {
        public static final Report SKIPPED = new Report(false, 0, 0, 0, 0, 0, 0, 0, 0);
    }
}
