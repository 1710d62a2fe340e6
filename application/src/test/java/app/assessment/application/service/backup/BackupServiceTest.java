package app.assessment.application.service.backup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.application.port.out.ClusterLock;
import app.assessment.application.port.out.metrics.OperationalMetrics;
import app.assessment.application.port.out.backup.BackupEncryption;
import app.assessment.application.port.out.backup.BackupRecords;
import app.assessment.application.port.out.backup.BackupSettings;
import app.assessment.application.port.out.backup.BackupStorage;
import app.assessment.application.port.out.backup.DatabaseDump;
import app.assessment.application.port.out.backup.DatabaseIdentity;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.backup.Backup;
import app.assessment.domain.backup.BackupStatus;
import app.assessment.domain.shared.DomainException;
import java.io.ByteArrayOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class BackupServiceTest {

    private static final Actor SYSTEM = Actor.system(null);
    private static final byte[] DUMP = "PGDMP pretend dump bytes".getBytes(StandardCharsets.UTF_8);

    private Instant now = Instant.parse("2026-10-01T03:00:00Z");
    private final FakeDump dump = new FakeDump();
    private final FakeStorage storage = new FakeStorage();
    private final FakeRecords records = new FakeRecords();
    private final List<AuditEntry> audit = new ArrayList<>();
    private final FakeLock lock = new FakeLock();
    private final AtomicInteger ids = new AtomicInteger();
    private final BackupService service = new BackupService(lock, dump, new ReversingEncryption(), storage, records,
            new FixedDatabase(), new BackupJournal(records, audit::add), new BackupSettings(Duration.ofDays(30)),
            () -> "b" + ids.incrementAndGet(), () -> now, OperationalMetrics.NONE);

    @Test
    void run_dumpSucceeds_storesEncryptedBytesAndRecordsTheirSizeAndChecksum() throws Exception {
        Backup backup = service.run(SYSTEM);

        byte[] stored = storage.objects.get(backup.location());
        assertThat(stored).isEqualTo(reversed(DUMP));
        assertThat(backup.status()).isEqualTo(BackupStatus.SUCCEEDED);
        assertThat(backup.sizeBytes()).isEqualTo(stored.length);
        assertThat(backup.sha256()).isEqualTo(HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(stored)));
        assertThat(backup.databaseName()).isEqualTo("assessment");
        assertThat(backup.schemaVersion()).isEqualTo("18");
        assertThat(records.all()).containsExactly(backup);
        assertThat(lock.held).isFalse();
    }

    @Test
    void run_dumpToolFails_recordsAndAuditsTheFailureAndStoresNothing() {
        dump.failWith = new IOException("pg_dump exited with 1: connection refused");

        assertThatThrownBy(() -> service.run(SYSTEM))
                .isInstanceOfSatisfying(DomainException.class, e -> assertThat(e.code()).isEqualTo("BACKUP_FAILED"))
                .hasMessageContaining("connection refused");

        assertThat(storage.objects).isEmpty();
        assertThat(storage.discarded).isEqualTo(1);
        Backup record = records.all().get(0);
        assertThat(record.status()).isEqualTo(BackupStatus.FAILED);
        assertThat(record.error()).contains("connection refused");
        assertThat(audit).extracting(AuditEntry::action).containsExactly("BACKUP_FAILED");
        assertThat(lock.held).isFalse();
    }

    @Test
    void run_dumpToolOlderThanServer_failsNamingPgDump() {
        dump.major = 14;

        assertThatThrownBy(() -> service.run(SYSTEM)).hasMessageContaining("pg_dump 14 is older than the PostgreSQL 15 server")
                .hasMessageContaining("PG_DUMP");
        assertThat(records.all().get(0).status()).isEqualTo(BackupStatus.FAILED);
        assertThat(storage.objects).isEmpty();
    }

    @Test
    void run_anotherRunHoldsTheLock_answersBackupRunningAndRecordsNothing() {
        lock.busy = true;

        assertThatThrownBy(() -> service.run(SYSTEM))
                .isInstanceOfSatisfying(DomainException.class, e -> {
                    assertThat(e.code()).isEqualTo("BACKUP_RUNNING");
                    assertThat(e.kind()).isEqualTo(DomainException.Kind.CONFLICT);
                });
        assertThat(records.all()).isEmpty();
    }

    @Test
    void run_afterSuccess_deletesExactlyTheBackupsOlderThanTheRetention() {
        Map<String, Backup> byDay = new LinkedHashMap<>();
        Instant start = now;
        for (int day : new int[] {0, 5, 14, 20}) {
            now = start.plus(Duration.ofDays(day));
            byDay.put("day" + day, service.run(SYSTEM));
        }
        now = start.plus(Duration.ofDays(44)).minusSeconds(1); // day 0 and day 5 have expired, day 14 has one second left

        Backup latest = service.run(SYSTEM);

        assertThat(storage.objects.keySet()).containsExactlyInAnyOrder(byDay.get("day14").location(), byDay.get("day20").location(),
                latest.location());
        assertThat(records.all()).filteredOn(b -> b.status() == BackupStatus.DELETED).extracting(Backup::id)
                .containsExactlyInAnyOrder(byDay.get("day0").id(), byDay.get("day5").id());
        assertThat(audit).filteredOn(a -> a.action().equals("BACKUP_DELETED")).hasSize(2);
    }

    @Test
    void run_newBackupFails_retentionDeletesNothing() {
        Backup old = service.run(SYSTEM);
        now = now.plus(Duration.ofDays(90));
        dump.failWith = new IOException("disk full");

        assertThatThrownBy(() -> service.run(SYSTEM)).isInstanceOf(DomainException.class);

        assertThat(storage.objects).containsOnlyKeys(old.location());
    }

    private static byte[] reversed(byte[] bytes) {
        byte[] copy = new byte[bytes.length];
        for (int i = 0; i < bytes.length; i++) {
            copy[i] = (byte) ~bytes[i];
        }
        return copy;
    }

    /** Not encryption: a visible, reversible transformation, so the test sees the storage got the encrypted stream. */
    private static final class ReversingEncryption implements BackupEncryption {
        @Override
        public OutputStream encrypt(OutputStream target) {
            return new FilterOutputStream(target) {
                @Override
                public void write(int b) throws IOException {
                    out.write(~b);
                }

                @Override
                public void close() throws IOException {
                    flush();
                }
            };
        }

        @Override
        public String suffix() {
            return ".test";
        }
    }

    private static final class FakeDump implements DatabaseDump {
        int major = 15;
        IOException failWith;

        @Override
        public int toolMajorVersion() {
            return major;
        }

        @Override
        public void writeTo(OutputStream target) throws IOException {
            target.write(DUMP, 0, 5);
            if (failWith != null) {
                throw failWith;
            }
            target.write(DUMP, 5, DUMP.length - 5);
        }
    }

    private static final class FakeStorage implements BackupStorage {
        final Map<String, byte[]> objects = new LinkedHashMap<>();
        int discarded;

        @Override
        public PendingObject create(String name) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            return new PendingObject() {
                boolean committed;

                @Override
                public OutputStream stream() {
                    return bytes;
                }

                @Override
                public String commit() {
                    committed = true;
                    objects.put("mem://" + name, bytes.toByteArray());
                    return "mem://" + name;
                }

                @Override
                public void close() {
                    if (!committed) {
                        discarded++;
                    }
                }
            };
        }

        @Override
        public void delete(String location) {
            objects.remove(location);
        }
    }

    private static final class FakeRecords implements BackupRecords {
        private final Map<String, Backup> byId = new LinkedHashMap<>();

        @Override
        public void save(Backup backup) {
            byId.put(backup.id(), backup);
        }

        @Override
        public List<Backup> all() {
            return byId.values().stream().sorted(Comparator.comparing(Backup::startedAt).reversed()).toList();
        }
    }

    private static final class FakeLock implements ClusterLock {
        boolean busy;
        boolean held;

        @Override
        public boolean tryLock(String name) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void lock(String name) {
            throw new UnsupportedOperationException();
        }

        @Override
        public Optional<Held> tryHold(String name) {
            if (busy || held) {
                return Optional.empty();
            }
            held = true;
            return Optional.of(() -> held = false);
        }
    }

    private static final class FixedDatabase implements DatabaseIdentity {
        @Override
        public String databaseName() {
            return "assessment";
        }

        @Override
        public String schemaVersion() {
            return "18";
        }

        @Override
        public int serverMajorVersion() {
            return 15;
        }
    }
}
