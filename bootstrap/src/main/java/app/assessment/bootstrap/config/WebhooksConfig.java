package app.assessment.bootstrap.config;

import io.smallrye.config.ConfigMapping;
import jakarta.validation.constraints.Positive;
import java.time.Duration;

/** {@code app.webhooks.*} (README, "Webhooks"). The defaults live in application.properties only. */
@ConfigMapping(prefix = "app.webhooks")
public interface WebhooksConfig {

    /** Read by the scheduler from its expression (WebhookDispatchSchedule); mapped because Quarkus refuses unmapped keys. */
    String dispatchEvery();

    /** Plain http refused: true in the prod profile only. */
    boolean httpsOnly();

    /** Lifts the address rule and allows http (development, tests, installs inside one network). */
    boolean allowPrivateTargets();

    @Positive
    int batchSize();

    @PositiveDuration
    Duration claimLease();

    @Positive
    int maxPerRun();

    @Positive
    int perEndpoint();

    @Positive
    int concurrency();
}
