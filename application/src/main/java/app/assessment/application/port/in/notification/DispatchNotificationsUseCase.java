package app.assessment.application.port.in.notification;

/** Delivers the notifications that are due: the in-process schedule and the cron route. */
public interface DispatchNotificationsUseCase {

    Report dispatch();

    /** What one run did: delivered, put back for a retry, failed for good, cancelled or skipped. */
    record Report(int sent, int retried, int failed, int dropped) {

        public int handled() {
            return sent + retried + failed + dropped;
        }
    }
}
