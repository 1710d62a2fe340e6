package app.assessment.bootstrap;

import app.assessment.application.port.out.BackgroundWork;
import app.assessment.application.port.out.NotificationSenders;
import app.assessment.application.port.out.notification.NotificationSettings;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.jboss.logging.Logger;

/**
 * The threads that send notification mails (docs/adr/0032): {@code sendConcurrency} of them,
 * apart from the request workers, so a backlog never takes a worker a request needs. Idle threads
 * end; daemon threads keep no shutdown waiting.
 */
public class NotificationSenderPool {

    private static final Logger LOG = Logger.getLogger(NotificationSenderPool.class);

    @Produces
    @Singleton
    @NotificationSenders
    BackgroundWork notificationSenders(NotificationSettings settings) {
        AtomicInteger threads = new AtomicInteger();
        ThreadPoolExecutor senders = new ThreadPoolExecutor(settings.sendConcurrency(), settings.sendConcurrency(), 30,
                TimeUnit.SECONDS, new LinkedBlockingQueue<>(), task -> {
                    Thread thread = new Thread(task, "notification-sender-" + threads.incrementAndGet());
                    thread.setDaemon(true);
                    return thread;
                });
        senders.allowCoreThreadTimeOut(true);
        return task -> senders.execute(() -> {
            try {
                task.run();
            } catch (RuntimeException e) {
                // The port's promise: a task's failure is logged, by type only (a mail's data stays out of the log).
                LOG.errorf("Notification sender task failed: %s", e.getClass().getName());
            }
        });
    }
}
