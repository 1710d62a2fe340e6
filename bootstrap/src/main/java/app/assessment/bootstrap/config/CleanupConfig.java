package app.assessment.bootstrap.config;

import io.smallrye.config.ConfigMapping;
import jakarta.validation.constraints.Positive;
import java.time.Duration;

/**
 * {@code app.cleanup.*} (README, "Configuration"). The defaults live in application.properties
 * only; {@code cron} is the scheduler's expression and stays out of the mapping.
 */
@ConfigMapping(prefix = "app.cleanup")
public interface CleanupConfig {

    @PositiveDuration
    Duration providerEventRetention();

    @Positive
    int batchSize();

    @Positive
    int maxBatches();
}
