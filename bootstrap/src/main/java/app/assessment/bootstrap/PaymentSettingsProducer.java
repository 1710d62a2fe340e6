package app.assessment.bootstrap;

import app.assessment.application.port.out.payment.PaymentSettings;
import app.assessment.bootstrap.config.PaymentsConfig;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.time.ZoneId;

public class PaymentSettingsProducer {

    /** Asaas counts days in Brazil; a due date computed in UTC would be a day off in the evening. */
    private static final ZoneId PROVIDER_ZONE = ZoneId.of("America/Sao_Paulo");

    @Produces
    @Singleton
    PaymentSettings paymentSettings(PaymentsConfig config) {
        return new PaymentSettings(config.dueDays(), PROVIDER_ZONE, config.syncMinAge(), config.syncBatch(), config.syncDaysAfterDue());
    }
}
