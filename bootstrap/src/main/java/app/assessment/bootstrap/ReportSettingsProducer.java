package app.assessment.bootstrap;

import app.assessment.application.port.out.report.ReportSettings;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.time.ZoneId;
import org.eclipse.microprofile.config.inject.ConfigProperty;

public class ReportSettingsProducer {

    @Produces
    @Singleton
    ReportSettings reportSettings(@ConfigProperty(name = "app.reports.zone", defaultValue = "America/Sao_Paulo") ZoneId zone) {
        return new ReportSettings(zone);
    }
}
