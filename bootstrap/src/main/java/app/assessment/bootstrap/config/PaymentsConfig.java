package app.assessment.bootstrap.config;

import io.smallrye.config.ConfigMapping;
import jakarta.validation.constraints.Positive;
import jakarta.validation.constraints.PositiveOrZero;
import java.time.Duration;

/**
 * {@code app.payments.*} (README, "Configuration"). The defaults live in application.properties
 * only.
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

    /**
     * Read by the scheduler from its expression (PaymentReconciliationTrigger), which checks it;
     * mapped because Quarkus refuses a key under a mapped prefix that no mapping names.
     */
    String syncEvery();

    /** As {@link #syncEvery()}, for ProviderWithdrawalTrigger. */
    String withdrawEvery();
}
