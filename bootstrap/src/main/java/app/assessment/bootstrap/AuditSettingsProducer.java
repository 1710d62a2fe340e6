package app.assessment.bootstrap;

import app.assessment.application.port.out.audit.AuditSettings;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

public class AuditSettingsProducer {

    @Produces
    @Singleton
    AuditSettings auditSettings(
            @ConfigProperty(name = "app.audit.export-max-span", defaultValue = "P366D") Duration exportMaxSpan,
            @ConfigProperty(name = "app.audit.retention") Optional<Duration> retention) {
        return new AuditSettings(exportMaxSpan, retention);
    }
}
