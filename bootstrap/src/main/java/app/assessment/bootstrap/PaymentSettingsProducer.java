package app.assessment.bootstrap;

import app.assessment.application.port.out.payment.PaymentSettings;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.time.ZoneId;
import org.eclipse.microprofile.config.inject.ConfigProperty;

public class PaymentSettingsProducer {

    /** Asaas counts days in Brazil; a due date computed in UTC would be a day off in the evening. */
    private static final ZoneId PROVIDER_ZONE = ZoneId.of("America/Sao_Paulo");

    @Produces
    @Singleton
    PaymentSettings paymentSettings(
            @ConfigProperty(name = "app.payments.due-days", defaultValue = "3") int dueDays,
            @ConfigProperty(name = "app.payments.sync-min-age", defaultValue = "PT15M") Duration syncMinAge,
            @ConfigProperty(name = "app.payments.sync-batch", defaultValue = "50") int syncBatch,
            @ConfigProperty(name = "app.payments.sync-days-after-due", defaultValue = "30") int syncDaysAfterDue) {
        return new PaymentSettings(dueDays, PROVIDER_ZONE, syncMinAge, syncBatch, syncDaysAfterDue);
    }
}
