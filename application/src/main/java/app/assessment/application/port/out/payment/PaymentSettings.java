package app.assessment.application.port.out.payment;

import java.time.Duration;
import java.time.ZoneId;
import java.util.Objects;

/**
 * Payment policy values taken from configuration.
 *
 * @param dueDays days from today until a provider charge falls due
 * @param providerZone the provider's calendar, in which "today" and due dates are counted
 * @param syncMinAge how old a pending charge must be before the reconciliation job first asks the provider
 * @param syncBatch the request budget of one reconciliation run: the most charges it asks about
 * @param syncDaysAfterDue how many days after its due date a pending charge is still asked about
 */
public record PaymentSettings(int dueDays, ZoneId providerZone, Duration syncMinAge, int syncBatch, int syncDaysAfterDue) {
    public PaymentSettings {
        Objects.requireNonNull(providerZone, "providerZone");
        Objects.requireNonNull(syncMinAge, "syncMinAge");
        if (dueDays < 0 || syncBatch < 1 || syncDaysAfterDue < 0) {
            throw new IllegalArgumentException("dueDays and syncDaysAfterDue must be 0 or more and syncBatch at least 1");
        }
    }
}
