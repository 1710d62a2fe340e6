package app.assessment.application.port.in.webhook;

/** Delivers the due webhook deliveries (the schedule and the cron route). */
public interface DispatchWebhooksUseCase {

    Report dispatch();

    record Report(int delivered, int retried, int failed, int endpointsDisabled) {
    }
}
