package app.assessment.bootstrap.config;

import io.smallrye.config.ConfigMapping;
import jakarta.validation.constraints.Positive;
import java.time.Duration;
import java.util.Optional;

/**
 * {@code app.audit.*} (README, "Configuration"). The log's policy goes to the application
 * ({@code AuditSettings}); the live stream's keys to the two adapters that serve it, REST's stream
 * registry and persistence's feed, which may not read each other's settings. The defaults live in
 * application.properties only.
 */
@ConfigMapping(prefix = "app.audit")
public interface AuditConfig {

    @PositiveDuration
    Duration exportMaxSpan();

    /** Empty keeps entries for ever. */
    Optional<@PositiveDuration Duration> retention();

    Stream stream();

    /** GET /api/admin/logs/stream (ADR 0019). */
    interface Stream {

        @PositiveDuration
        Duration heartbeat();

        @PositiveDuration
        Duration recheck();

        @Positive
        int buffer();

        @Positive
        int maxPerInstance();

        @Positive
        int maxPerUser();

        @Positive
        int maxReplay();

        @PositiveDuration
        Duration retry();

        @PositiveDuration
        Duration idlePoll();

        @PositiveDuration
        Duration gapWait();

        @PositiveDuration
        Duration batchInterval();
    }
}
