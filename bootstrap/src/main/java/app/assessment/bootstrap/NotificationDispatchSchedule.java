package app.assessment.bootstrap;

import app.assessment.application.port.in.notification.DispatchNotificationsUseCase;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * The dispatcher's in-process door, every {@code NOTIFICATIONS_DISPATCH_EVERY}; the other is
 * {@code GET /api/cron/notifications}. No cluster lock: rows are claimed with SKIP LOCKED, so
 * every instance dispatching at once shares the queue instead of waiting for one.
 */
@ApplicationScoped
public class NotificationDispatchSchedule {

    private final DispatchNotificationsUseCase dispatcher;

    public NotificationDispatchSchedule(DispatchNotificationsUseCase dispatcher) {
        this.dispatcher = dispatcher;
    }

    @Scheduled(identity = "notifications-dispatch", every = "${app.notifications.dispatch-every}", delayed = "5s",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void run() {
        dispatcher.dispatch();
    }
}
