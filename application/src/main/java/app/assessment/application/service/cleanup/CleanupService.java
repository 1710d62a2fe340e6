package app.assessment.application.service.cleanup;

import app.assessment.application.port.in.cleanup.CleanUpUseCase;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.metrics.OperationalMetrics;
import app.assessment.application.service.jobs.JobRuns;
import app.assessment.application.port.out.ClusterLock;
import app.assessment.application.port.out.audit.AuditSettings;
import app.assessment.application.port.out.cleanup.CleanupSettings;
import app.assessment.application.port.out.cleanup.CleanupStore;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.idempotency.IdempotentRequest;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.IntUnaryOperator;

/**
 * The clean-up job. Its transaction holds a cluster-wide lock for the whole run, so a second run
 * (the cron route and the in-process schedule, or another instance) returns at once; each batch
 * is deleted and committed by the store in a transaction of its own. The run's own audit entry
 * commits with the lock's transaction.
 */
@ApplicationScoped
public class CleanupService implements CleanUpUseCase {

    static final String LOCK = "cleanup";

    private final ClusterLock clusterLock;
    private final CleanupStore store;
    private final CleanupSettings settings;
    private final AuditSettings auditSettings;
    private final AuditTrail auditTrail;
    private final Clock clock;
    private final OperationalMetrics metrics;

    public CleanupService(ClusterLock clusterLock, CleanupStore store, CleanupSettings settings, AuditSettings auditSettings,
                          AuditTrail auditTrail, Clock clock, OperationalMetrics metrics) {
        this.clusterLock = clusterLock;
        this.store = store;
        this.settings = settings;
        this.auditSettings = auditSettings;
        this.auditTrail = auditTrail;
        this.clock = clock;
        this.metrics = metrics;
    }

    @Override
    @Transactional
    public Report cleanUp() {
        return JobRuns.timed(metrics, "cleanup", this::cleanUpUnderLock, Report::ran);
    }

    private Report cleanUpUnderLock() {
        if (!clusterLock.tryLock(LOCK)) {
            return Report.SKIPPED;
        }
        Instant now = clock.now();
        Instant eventsCutoff = now.minus(settings.providerEventRetention());
        Instant cancelledCutoff = now.minus(settings.cancelledDraftRetention());
        Instant notificationsCutoff = now.minus(settings.notificationRetention());
        Report report = new Report(true,
                batches(limit -> store.deleteExpiredSessions(now, limit)),
                batches(limit -> store.deleteSpentOneTimeSecrets(now, limit)),
                batches(limit -> store.deleteUnmatchedProviderEventsReceivedBefore(eventsCutoff, limit)),
                batches(limit -> store.deleteDraftsOfClosedAssignments(now, cancelledCutoff, limit)),
                batches(limit -> store.deleteSettledNotificationsCreatedBefore(notificationsCutoff, limit)),
                auditSettings.retention().map(retention -> batches(limit -> store.deleteAuditEntriesBefore(now.minus(retention), limit)))
                        .orElse(0),
                batches(limit -> store.deleteIdempotencyKeysCreatedBefore(now.minus(IdempotentRequest.RETENTION), limit)),
                batches(limit -> store.deleteSettledWebhookEventsCreatedBefore(now.minus(settings.webhookEventRetention()), limit)));
        Map<String, Object> counts = new LinkedHashMap<>();
        counts.put("sessions", report.sessions());
        counts.put("oneTimeSecrets", report.oneTimeSecrets());
        counts.put("providerEvents", report.providerEvents());
        counts.put("drafts", report.drafts());
        counts.put("notifications", report.notifications());
        counts.put("auditEntries", report.auditEntries());
        counts.put("idempotencyKeys", report.idempotencyKeys());
        counts.put("webhookEvents", report.webhookEvents());
        auditTrail.record(new AuditEntry(now, Actor.system(null), "cleanup.run", "Cleanup", null, counts));
        return report;
    }

    /** Deletes batch after batch until one comes back short or the run's share is used up. */
    private int batches(IntUnaryOperator deleteBatch) {
        int total = 0;
        for (int i = 0; i < settings.maxBatches(); i++) {
            int deleted = deleteBatch.applyAsInt(settings.batchSize());
            total += deleted;
            if (deleted < settings.batchSize()) {
                break;
            }
        }
        return total;
    }
}
