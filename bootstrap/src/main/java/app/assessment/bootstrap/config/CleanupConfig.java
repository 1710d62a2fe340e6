package app.assessment.bootstrap.config;

import io.smallrye.config.ConfigMapping;
import jakarta.validation.constraints.Positive;
import java.time.Duration;

/**
 * {@code app.cleanup.*} (README, "Configuration"). The defaults live in application.properties
 * only.
 */
@ConfigMapping(prefix = "app.cleanup")
public interface CleanupConfig {

    /**
     * Read by the scheduler from its expression (CleanupSchedule), which checks it; mapped because
     * Quarkus refuses a key under a mapped prefix that no mapping names.
     */
    String cron();

    @PositiveDuration
    Duration providerEventRetention();

    @PositiveDuration
    Duration cancelledDraftRetention();

    @PositiveDuration
    Duration notificationRetention();

    @PositiveDuration
    Duration webhookEventRetention();

    @Positive
    int batchSize();

    @Positive
    int maxBatches();
}
