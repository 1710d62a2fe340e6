package app.assessment.bootstrap;

import app.assessment.application.port.in.backup.RunBackupUseCase;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.shared.DomainException;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import org.jboss.logging.Logger;

/**
 * The in-process door to the backup job ({@code BACKUP_SCHEDULE}, a Quartz-style cron expression;
 * "off" disables it). Every instance fires; the job's cluster lock lets one of them back up.
 */
@ApplicationScoped
public class BackupSchedule {

    private static final Logger LOG = Logger.getLogger(BackupSchedule.class);

    private final RunBackupUseCase backup;

    public BackupSchedule(RunBackupUseCase backup) {
        this.backup = backup;
    }

    @Scheduled(identity = "database-backup", cron = "${app.backup.schedule}", timeZone = "${app.backup.schedule-zone}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void run() {
        try {
            backup.run(Actor.system(null));
        } catch (DomainException e) {
            // BACKUP_RUNNING: another instance took this one; BACKUP_FAILED: recorded, audited and logged by the job.
            LOG.infof("Scheduled backup not made here: %s (%s)", e.code(), e.getMessage());
        }
    }
}
