package app.assessment.bootstrap;

import app.assessment.adapters.persistence.audit.AuditFeedSettings;
import app.assessment.adapters.rest.audit.AuditStreamSettings;
import app.assessment.application.port.out.audit.AuditSettings;
import app.assessment.application.port.out.cleanup.CleanupSettings;
import app.assessment.bootstrap.config.AuditConfig;
import app.assessment.bootstrap.config.CleanupConfig;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

/**
 * The audit log's and the clean-up job's settings, which decide together how long entries live,
 * and the live stream's, split between the two adapters that serve it (neither may read the other's).
 */
public class AuditSettingsProducer {

    @Produces
    @Singleton
    AuditSettings auditSettings(AuditConfig config) {
        return new AuditSettings(config.exportMaxSpan(), config.retention());
    }

    @Produces
    @Singleton
    AuditStreamSettings auditStreamSettings(AuditConfig config) {
        AuditConfig.Stream stream = config.stream();
        return new AuditStreamSettings(stream.heartbeat(), stream.recheck(), stream.buffer(), stream.maxPerInstance(),
                stream.maxPerUser(), stream.maxReplay(), stream.retry());
    }

    @Produces
    @Singleton
    AuditFeedSettings auditFeedSettings(AuditConfig config) {
        AuditConfig.Stream stream = config.stream();
        return new AuditFeedSettings(stream.idlePoll(), stream.gapWait(), stream.batchInterval());
    }

    @Produces
    @Singleton
    CleanupSettings cleanupSettings(CleanupConfig config) {
        return new CleanupSettings(config.providerEventRetention(), config.cancelledDraftRetention(),
                config.notificationRetention(), config.webhookEventRetention(), config.batchSize(), config.maxBatches());
    }
}
