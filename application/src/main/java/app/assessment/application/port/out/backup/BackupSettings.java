package app.assessment.application.port.out.backup;

import java.time.Duration;
import java.util.Objects;

/** @param retention how long stored backups are kept ({@code BACKUP_RETENTION}) */
public record BackupSettings(Duration retention) {
    public BackupSettings {
        Objects.requireNonNull(retention, "retention");
    }
}
