package app.assessment.application.port.out.backup;

import app.assessment.domain.backup.Backup;
import java.util.List;

/** The history of backups, one record each. */
public interface BackupRecords {
    void save(Backup backup);

    /** Newest first. */
    List<Backup> all();
}
