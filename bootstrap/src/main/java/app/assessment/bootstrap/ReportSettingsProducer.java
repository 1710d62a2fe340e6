package app.assessment.bootstrap;

import app.assessment.application.port.out.report.ReportSettings;
import app.assessment.bootstrap.config.ReportsConfig;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

public class ReportSettingsProducer {

    @Produces
    @Singleton
    ReportSettings reportSettings(ReportsConfig config) {
        return new ReportSettings(config.zone());
    }
}
