package app.assessment.bootstrap;

import app.assessment.application.port.in.webhook.DispatchWebhooksUseCase;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * The webhook dispatcher's in-process door, every {@code WEBHOOKS_DISPATCH_EVERY}; the other is
 * {@code GET /api/cron/webhooks}. No cluster lock: deliveries are claimed with SKIP LOCKED, as
 * the notifications' (NotificationDispatchSchedule).
 */
@ApplicationScoped
public class WebhookDispatchSchedule {

    private final DispatchWebhooksUseCase dispatcher;

    public WebhookDispatchSchedule(DispatchWebhooksUseCase dispatcher) {
        this.dispatcher = dispatcher;
    }

    @Scheduled(identity = "webhooks-dispatch", every = "${app.webhooks.dispatch-every}", delayed = "5s",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void run() {
        dispatcher.dispatch();
    }
}
