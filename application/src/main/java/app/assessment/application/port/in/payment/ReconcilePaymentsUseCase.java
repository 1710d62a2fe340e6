package app.assessment.application.port.in.payment;

/**
 * The reconciliation job (docs/api.md §9): asks the provider about pending charges old enough that
 * a webhook may have been missed. Safe on several instances at once: a run that finds another
 * running does nothing.
 */
public interface ReconcilePaymentsUseCase {

    Report reconcile();

    /**
     * @param ran false when another run held the lock
     * @param failed charges the provider could not be asked about; the next run tries them again
     */
    record Report(boolean ran, int checked, int changed, int failed) {
        public static final Report SKIPPED = new Report(false, 0, 0, 0);
    }
}
