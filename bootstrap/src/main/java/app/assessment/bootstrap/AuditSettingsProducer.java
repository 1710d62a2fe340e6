package app.assessment.bootstrap;

import app.assessment.application.port.out.audit.AuditSettings;
import app.assessment.application.port.out.cleanup.CleanupSettings;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** The audit log's and the clean-up job's settings, which decide together how long entries live. */
public class AuditSettingsProducer {

    @Produces
    @Singleton
    AuditSettings auditSettings(
            @ConfigProperty(name = "app.audit.export-max-span", defaultValue = "P366D") Duration exportMaxSpan,
            @ConfigProperty(name = "app.audit.retention") Optional<Duration> retention) {
        return new AuditSettings(exportMaxSpan, retention);
    }

    @Produces
    @Singleton
    CleanupSettings cleanupSettings(
            @ConfigProperty(name = "app.cleanup.provider-event-retention", defaultValue = "P90D") Duration providerEventRetention,
            @ConfigProperty(name = "app.cleanup.batch-size", defaultValue = "1000") int batchSize,
            @ConfigProperty(name = "app.cleanup.max-batches", defaultValue = "100") int maxBatches) {
        return new CleanupSettings(providerEventRetention, batchSize, maxBatches);
    }
}
