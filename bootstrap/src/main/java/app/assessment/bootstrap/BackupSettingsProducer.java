package app.assessment.bootstrap;

import app.assessment.adapters.backup.BackupConfig;
import app.assessment.application.port.out.backup.BackupSettings;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

public class BackupSettingsProducer {

    @Produces
    @Singleton
    BackupSettings backupSettings(BackupConfig config) {
        return new BackupSettings(config.retention());
    }
}
