package app.assessment.application.port.out.webhook;

import java.time.Duration;

/**
 * Configuration of webhook deliveries (README, "Webhooks").
 *
 * @param batchSize      deliveries one claim takes
 * @param claimLease     how long a claimed delivery is held before another dispatcher may take it again (above the
 *                       request time limit)
 * @param maxPerRun      the most deliveries one dispatcher run handles, so a run ends
 * @param perEndpoint    the most deliveries in flight to one endpoint, across every instance
 * @param concurrency    the most requests this instance's dispatcher sends at once
 * @param secretOverlap  how long a rotated-out secret keeps signing alongside the new one
 */
public record WebhookSettings(int batchSize, Duration claimLease, int maxPerRun, int perEndpoint, int concurrency,
                              Duration secretOverlap) {

    public WebhookSettings {
        if (batchSize < 1 || maxPerRun < 1 || perEndpoint < 1 || concurrency < 1) {
            throw new IllegalArgumentException("webhook batch size, maximum per run, per-endpoint limit and concurrency are at least 1");
        }
    }
}
