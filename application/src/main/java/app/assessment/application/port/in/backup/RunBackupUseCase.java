package app.assessment.application.port.in.backup;

import app.assessment.domain.audit.Actor;
import app.assessment.domain.backup.Backup;

/**
 * Dumps, encrypts and stores the database now, then applies retention. One at a time across all
 * instances: a call while another runs fails with {@code BACKUP_RUNNING} (409); a failed backup
 * is recorded and audited, then reported as {@code BACKUP_FAILED} (502).
 */
public interface RunBackupUseCase {
    Backup run(Actor actor);
}
