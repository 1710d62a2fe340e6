package app.assessment.bootstrap;

import app.assessment.application.port.out.backup.BackupSettings;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.time.Duration;
import org.eclipse.microprofile.config.inject.ConfigProperty;

public class BackupSettingsProducer {

    @Produces
    @Singleton
    BackupSettings backupSettings(@ConfigProperty(name = "app.backup.retention", defaultValue = "P30D") Duration retention) {
        return new BackupSettings(retention);
    }
}
