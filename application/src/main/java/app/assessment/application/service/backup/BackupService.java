package app.assessment.application.service.backup;

import app.assessment.application.port.in.backup.ListBackupsUseCase;
import app.assessment.application.port.in.backup.RunBackupUseCase;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.metrics.OperationalMetrics;
import app.assessment.application.service.jobs.JobRuns;
import app.assessment.application.port.out.ClusterLock;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.backup.BackupEncryption;
import app.assessment.application.port.out.backup.BackupRecords;
import app.assessment.application.port.out.backup.BackupSettings;
import app.assessment.application.port.out.backup.BackupStorage;
import app.assessment.application.port.out.backup.DatabaseDump;
import app.assessment.application.port.out.backup.DatabaseIdentity;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.backup.Backup;
import app.assessment.domain.backup.BackupRetention;
import app.assessment.domain.shared.DomainException;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.io.OutputStream;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;

/**
 * The backup job: pg_dump's output flows through the encryption into the storage, hashed on the
 * way, in one pass and without a transaction (a dump takes minutes). A cluster-wide lock held on
 * its own connection keeps it to one run at a time across instances; the storage makes the object
 * visible only once the dump tool has exited cleanly, so a failed run never leaves a file that
 * looks like a backup.
 */
@ApplicationScoped
public class BackupService implements RunBackupUseCase, ListBackupsUseCase {

    static final String LOCK = "database-backup";
    private static final System.Logger LOG = System.getLogger(BackupService.class.getName());
    private static final DateTimeFormatter NAME_TIME = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC);

    private final ClusterLock clusterLock;
    private final DatabaseDump dump;
    private final BackupEncryption encryption;
    private final BackupStorage storage;
    private final BackupRecords records;
    private final DatabaseIdentity database;
    private final BackupJournal journal;
    private final BackupSettings settings;
    private final IdGenerator ids;
    private final Clock clock;
    private final OperationalMetrics metrics;

    public BackupService(ClusterLock clusterLock, DatabaseDump dump, BackupEncryption encryption, BackupStorage storage,
                         BackupRecords records, DatabaseIdentity database, BackupJournal journal, BackupSettings settings,
                         IdGenerator ids, Clock clock, OperationalMetrics metrics) {
        this.clusterLock = clusterLock;
        this.dump = dump;
        this.encryption = encryption;
        this.storage = storage;
        this.records = records;
        this.database = database;
        this.journal = journal;
        this.settings = settings;
        this.ids = ids;
        this.clock = clock;
        this.metrics = metrics;
    }

    @Override
    public Backup run(Actor actor) {
        return JobRuns.timed(metrics, "backup", () -> runUnderLock(actor), backup -> true);
    }

    private Backup runUnderLock(Actor actor) {
        try (ClusterLock.Held held = clusterLock.tryHold(LOCK)
                .orElseThrow(() -> DomainException.conflict("BACKUP_RUNNING", "A backup is already running"))) {
            Backup running = Backup.started(ids.newId(), clock.now(), database.databaseName(), database.schemaVersion());
            journal.started(running);
            Backup done;
            try {
                done = store(running);
            } catch (IOException | RuntimeException e) {
                Backup failed = running.failed(clock.now(), reason(e));
                journal.failed(failed, actor);
                throw new DomainException(DomainException.Kind.UPSTREAM_FAILED, "BACKUP_FAILED", "The backup failed: " + failed.error());
            }
            journal.succeeded(done, actor);
            applyRetention(actor);
            return done;
        }
    }

    @Override
    public List<Backup> list() {
        return records.all();
    }

    private Backup store(Backup running) throws IOException {
        int tool = dump.toolMajorVersion();
        int server = database.serverMajorVersion();
        if (tool < server) {
            throw new IOException("pg_dump " + tool + " is older than the PostgreSQL " + server
                    + " server and cannot dump it; set PG_DUMP to a pg_dump of version " + server + " or newer");
        }
        String name = "assessment-" + NAME_TIME.format(running.startedAt()) + "-" + running.id() + ".dump" + encryption.suffix();
        try (BackupStorage.PendingObject target = storage.create(name)) {
            MeasuredOutputStream measured = new MeasuredOutputStream(target.stream());
            try (OutputStream plaintext = encryption.encrypt(measured)) {
                dump.writeTo(plaintext);
            }
            measured.close();
            String location = target.commit();
            return running.succeeded(clock.now(), measured.size(), measured.sha256(), location);
        }
    }

    /** Runs after a success only, so the window never empties the store; a failed deletion waits for the next run. */
    private void applyRetention(Actor actor) {
        BackupRetention retention = new BackupRetention(settings.retention());
        for (Backup expired : retention.expired(records.all(), clock.now())) {
            try {
                storage.delete(expired.location());
                journal.deleted(expired.deleted(clock.now()), actor);
            } catch (IOException | RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "Expired backup " + expired.id() + " could not be deleted: " + reason(e));
            }
        }
    }

    private static String reason(Exception e) {
        String message = e.getMessage();
        return message == null || message.isBlank() ? e.getClass().getSimpleName() : message;
    }
}
