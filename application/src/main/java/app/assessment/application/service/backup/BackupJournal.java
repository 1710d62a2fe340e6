package app.assessment.application.service.backup;

import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.backup.BackupRecords;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.backup.Backup;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Each change of a backup's record in a short transaction of its own: a backup runs for minutes
 * outside any transaction, its RUNNING record is visible meanwhile, and a failure's record and
 * audit entry are kept whatever failed.
 */
@ApplicationScoped
public class BackupJournal {

    private static final System.Logger LOG = System.getLogger(BackupJournal.class.getName());

    private final BackupRecords records;
    private final AuditTrail auditTrail;

    public BackupJournal(BackupRecords records, AuditTrail auditTrail) {
        this.records = records;
        this.auditTrail = auditTrail;
    }

    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void started(Backup backup) {
        records.save(backup);
    }

    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void succeeded(Backup backup, Actor actor) {
        records.save(backup);
        Map<String, Object> changes = new LinkedHashMap<>();
        changes.put("sizeBytes", backup.sizeBytes());
        changes.put("sha256", backup.sha256());
        changes.put("location", backup.location());
        audit(backup.finishedAt(), backup, actor, "BACKUP_SUCCEEDED", changes);
    }

    /** Until SUPER_ADMINs get notifications, the record, the audit entry and an ERROR line are the alarm. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void failed(Backup backup, Actor actor) {
        records.save(backup);
        audit(backup.finishedAt(), backup, actor, "BACKUP_FAILED", Map.of("error", backup.error()));
        LOG.log(System.Logger.Level.ERROR, "Backup " + backup.id() + " failed: " + backup.error());
    }

    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void deleted(Backup backup, Actor actor) {
        records.save(backup);
        audit(backup.deletedAt(), backup, actor, "BACKUP_DELETED", Map.of("location", backup.location()));
    }

    private void audit(Instant at, Backup backup, Actor actor, String action, Map<String, Object> changes) {
        auditTrail.record(new AuditEntry(at, actor, action, "Backup", backup.id(), changes));
    }
}
