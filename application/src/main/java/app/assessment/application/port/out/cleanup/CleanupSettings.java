package app.assessment.application.port.out.cleanup;

import java.time.Duration;
import java.util.Objects;

/**
 * Clean-up policy taken from configuration.
 *
 * @param providerEventRetention how long received payment provider events that matched no charge are kept
 * @param cancelledDraftRetention how long after its cancellation an assignment's draft is kept for
 *     a reactivation
 * @param notificationRetention how long a notification that is done with (sent, failed, cancelled or skipped)
 *     is kept after its creation, read or not
 * @param webhookEventRetention how long an outbound webhook event whose deliveries are all settled (succeeded or
 *     failed) is kept after its creation, with its deliveries
 * @param batchSize rows one delete statement removes at most
 * @param maxBatches batches per kind and run; what is left waits for the next run
 */
public record CleanupSettings(Duration providerEventRetention, Duration cancelledDraftRetention,
                              Duration notificationRetention, Duration webhookEventRetention, int batchSize, int maxBatches) {
    public CleanupSettings {
        positive("providerEventRetention", providerEventRetention);
        positive("cancelledDraftRetention", cancelledDraftRetention);
        positive("notificationRetention", notificationRetention);
        positive("webhookEventRetention", webhookEventRetention);
        if (batchSize < 1 || maxBatches < 1) {
            throw new IllegalArgumentException("batchSize and maxBatches must be at least 1");
        }
    }

    private static void positive(String name, Duration retention) {
        Objects.requireNonNull(retention, name);
        if (retention.isNegative() || retention.isZero()) {
            throw new IllegalArgumentException(name + " must be positive");
        }
    }
}
