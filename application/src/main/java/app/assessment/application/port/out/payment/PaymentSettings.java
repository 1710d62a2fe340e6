package app.assessment.application.port.out.payment;

import java.time.Duration;
import java.time.ZoneId;
import java.util.Objects;

/**
 * Payment policy values taken from configuration.
 *
 * @param dueDays days from today until a provider charge falls due
 * @param providerZone the provider's calendar, in which "today" and due dates are counted
 * @param syncMinAge how old a pending charge must be before the reconciliation job asks the provider
 * @param syncBatch the most charges one reconciliation run asks about
 */
public record PaymentSettings(int dueDays, ZoneId providerZone, Duration syncMinAge, int syncBatch) {
    public PaymentSettings {
        Objects.requireNonNull(providerZone, "providerZone");
        Objects.requireNonNull(syncMinAge, "syncMinAge");
        if (dueDays < 0 || syncBatch < 1) {
            throw new IllegalArgumentException("dueDays must be 0 or more and syncBatch at least 1");
        }
    }
}
