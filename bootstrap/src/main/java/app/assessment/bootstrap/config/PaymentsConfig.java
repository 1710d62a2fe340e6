package app.assessment.bootstrap.config;

import io.smallrye.config.ConfigMapping;
import jakarta.validation.constraints.Positive;
import jakarta.validation.constraints.PositiveOrZero;
import java.time.Duration;

/**
 * {@code app.payments.*} (README, "Configuration"). The defaults live in application.properties
 * only; {@code sync-every} is the scheduler's expression and stays out of the mapping.
 */
@ConfigMapping(prefix = "app.payments")
public interface PaymentsConfig {

    @PositiveOrZero
    int dueDays();

    @PositiveDuration
    Duration syncMinAge();

    @Positive
    int syncBatch();

    @PositiveOrZero
    int syncDaysAfterDue();
}
