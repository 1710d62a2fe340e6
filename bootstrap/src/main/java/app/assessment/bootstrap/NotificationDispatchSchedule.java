package app.assessment.bootstrap;

import app.assessment.application.port.in.notification.DispatchNotificationsUseCase;
import app.assessment.application.port.out.notification.NotificationSettings;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

/**
 * The dispatcher's in-process door, every {@code NOTIFICATIONS_DISPATCH_EVERY}; the other is
 * {@code GET /api/cron/notifications}. No cluster lock: rows are claimed with SKIP LOCKED, so
 * every instance dispatching at once shares the queue instead of waiting for one. A run that
 * handled its maximum is followed at once by another: a backlog drains without waiting a period
 * between every {@code NOTIFICATIONS_MAX_PER_RUN} rows.
 */
@ApplicationScoped
public class NotificationDispatchSchedule {

    private final DispatchNotificationsUseCase dispatcher;
    private final NotificationSettings settings;
    private volatile boolean stopping;

    public NotificationDispatchSchedule(DispatchNotificationsUseCase dispatcher, NotificationSettings settings) {
        this.dispatcher = dispatcher;
        this.settings = settings;
    }

    @Scheduled(identity = "notifications-dispatch", every = "${app.notifications.dispatch-every}", delayed = "5s",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void run() {
        DispatchNotificationsUseCase.Report report;
        do {
            report = dispatcher.dispatch();
        } while (!stopping && report.handled() >= settings.maxPerRun());
    }

    void onStop(@Observes ShutdownEvent event) {
        stopping = true;
    }
}
