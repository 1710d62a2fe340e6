package app.assessment.application.service.cleanup;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.fakes.FixedClock;
import app.assessment.application.fakes.RecordingAuditTrail;
import app.assessment.application.fakes.Samples;
import app.assessment.application.port.in.cleanup.CleanUpUseCase.Report;
import app.assessment.application.port.out.ClusterLock;
import app.assessment.application.port.out.audit.AuditSettings;
import app.assessment.application.port.out.cleanup.CleanupSettings;
import app.assessment.application.port.out.cleanup.CleanupStore;
import app.assessment.application.port.out.metrics.OperationalMetrics;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class CleanupServiceTest {

    private final FixedClock clock = new FixedClock(Samples.T0);
    private final Store store = new Store();
    private final RecordingAuditTrail audit = new RecordingAuditTrail();
    private final Lock lock = new Lock();
    private final CleanupSettings settings = new CleanupSettings(Duration.ofDays(30), Duration.ofDays(180),
            Duration.ofDays(365), Duration.ofDays(7), 10, 3);

    private CleanupService service(Optional<Duration> auditRetention) {
        return new CleanupService(lock, store, settings, new AuditSettings(Duration.ofDays(31), auditRetention), audit, clock,
                OperationalMetrics.NONE);
    }

    @Test
    void aRun_deletesBatchAfterBatchUntilOneComesBackShort() {
        store.left.put("sessions", 25);
        store.left.put("drafts", 10);

        Report report = service(Optional.empty()).cleanUp();

        assertThat(report.sessions()).isEqualTo(25);
        assertThat(store.calls("sessions")).isEqualTo(3);
        // A full last batch may hide more: one more batch finds none.
        assertThat(report.drafts()).isEqualTo(10);
        assertThat(store.calls("drafts")).isEqualTo(2);
    }

    @Test
    void aRun_stopsAtItsShareOfBatches_andLeavesTheRestForTheNext() {
        store.left.put("oneTimeSecrets", 45);

        assertThat(service(Optional.empty()).cleanUp().oneTimeSecrets()).isEqualTo(30);
        assertThat(store.left.get("oneTimeSecrets")).isEqualTo(15);
    }

    @Test
    void cutoffs_comeFromTheClockAndTheRetentions() {
        service(Optional.of(Duration.ofDays(400))).cleanUp();

        assertThat(store.cutoffs).containsEntry("sessions", Samples.T0).containsEntry("oneTimeSecrets", Samples.T0)
                .containsEntry("drafts", Samples.T0).containsEntry("cancelledDrafts", Samples.T0.minus(Duration.ofDays(180)))
                .containsEntry("providerEvents", Samples.T0.minus(Duration.ofDays(30)))
                .containsEntry("notifications", Samples.T0.minus(Duration.ofDays(365)))
                .containsEntry("auditEntries", Samples.T0.minus(Duration.ofDays(400)))
                .containsEntry("idempotencyKeys", Samples.T0.minus(Duration.ofHours(24)))
                .containsEntry("webhookEvents", Samples.T0.minus(Duration.ofDays(7)));
    }

    @Test
    void withoutAnAuditRetention_auditEntriesAreKept() {
        store.left.put("auditEntries", 5);

        assertThat(service(Optional.empty()).cleanUp().auditEntries()).isZero();
        assertThat(store.cutoffs).doesNotContainKey("auditEntries");
    }

    @Test
    void aRun_isAuditedWithItsCounts() {
        store.left.put("providerEvents", 4);
        store.left.put("notifications", 7);

        service(Optional.empty()).cleanUp();

        assertThat(audit.last().action()).isEqualTo("cleanup.run");
        assertThat(audit.last().occurredAt()).isEqualTo(Samples.T0);
        assertThat(audit.last().changes()).containsEntry("providerEvents", 4).containsEntry("notifications", 7)
                .containsEntry("sessions", 0);
    }

    @Test
    void whileAnotherRunHoldsTheLock_nothingIsDeletedOrAudited() {
        lock.heldElsewhere = true;
        store.left.put("sessions", 5);

        assertThat(service(Optional.of(Duration.ofDays(400))).cleanUp()).isEqualTo(Report.SKIPPED);
        assertThat(store.cutoffs).isEmpty();
        assertThat(audit.entries).isEmpty();
        assertThat(lock.asked).containsExactly(CleanupService.LOCK);
    }

    /** Rows left per kind; each call deletes up to its limit of them and notes its cutoff. */
    private static final class Store implements CleanupStore {
        final Map<String, Integer> left = new HashMap<>();
        final Map<String, Instant> cutoffs = new HashMap<>();
        private final List<String> log = new ArrayList<>();

        int calls(String kind) {
            return (int) log.stream().filter(kind::equals).count();
        }

        private int delete(String kind, Instant cutoff, int limit) {
            log.add(kind);
            cutoffs.put(kind, cutoff);
            int deleted = Math.min(limit, left.getOrDefault(kind, 0));
            left.merge(kind, -deleted, Integer::sum);
            return deleted;
        }

        @Override
        public int deleteExpiredSessions(Instant now, int limit) {
            return delete("sessions", now, limit);
        }

        @Override
        public int deleteSpentOneTimeSecrets(Instant now, int limit) {
            return delete("oneTimeSecrets", now, limit);
        }

        @Override
        public int deleteUnmatchedProviderEventsReceivedBefore(Instant cutoff, int limit) {
            return delete("providerEvents", cutoff, limit);
        }

        @Override
        public int deleteDraftsOfClosedAssignments(Instant now, Instant cancelledBefore, int limit) {
            cutoffs.put("cancelledDrafts", cancelledBefore);
            return delete("drafts", now, limit);
        }

        @Override
        public int deleteSettledNotificationsCreatedBefore(Instant cutoff, int limit) {
            return delete("notifications", cutoff, limit);
        }

        @Override
        public int deleteAuditEntriesBefore(Instant cutoff, int limit) {
            return delete("auditEntries", cutoff, limit);
        }

        @Override
        public int deleteIdempotencyKeysCreatedBefore(Instant cutoff, int limit) {
            return delete("idempotencyKeys", cutoff, limit);
        }

        @Override
        public int deleteSettledWebhookEventsCreatedBefore(Instant cutoff, int limit) {
            return delete("webhookEvents", cutoff, limit);
        }
    }

    private static final class Lock implements ClusterLock {
        boolean heldElsewhere;
        final List<String> asked = new ArrayList<>();

        @Override
        public boolean tryLock(String name) {
            asked.add(name);
            return !heldElsewhere;
        }

        @Override
        public void lock(String name) {
            throw new UnsupportedOperationException();
        }

        @Override
        public Optional<Held> tryHold(String name) {
            throw new UnsupportedOperationException();
        }
    }
}
