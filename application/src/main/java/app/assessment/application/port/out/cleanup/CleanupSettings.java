package app.assessment.application.port.out.cleanup;

import java.time.Duration;
import java.util.Objects;

/**
 * Clean-up policy taken from configuration.
 *
 * @param providerEventRetention how long received payment provider events that matched no charge are kept
 * @param batchSize rows one delete statement removes at most
 * @param maxBatches batches per kind and run; what is left waits for the next run
 */
public record CleanupSettings(Duration providerEventRetention, int batchSize, int maxBatches) {
    public CleanupSettings {
        Objects.requireNonNull(providerEventRetention, "providerEventRetention");
        if (providerEventRetention.isNegative() || providerEventRetention.isZero() || batchSize < 1 || maxBatches < 1) {
            throw new IllegalArgumentException("providerEventRetention must be positive, batchSize and maxBatches at least 1");
        }
    }
}
