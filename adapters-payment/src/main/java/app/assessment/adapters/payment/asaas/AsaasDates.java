package app.assessment.adapters.payment.asaas;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.format.DateTimeParseException;
import java.util.Optional;
import java.util.stream.Stream;

/** Asaas reports payment days as dates of its own (Brazilian) calendar, in API answers and webhooks alike. */
final class AsaasDates {

    static final ZoneId PROVIDER_ZONE = ZoneId.of("America/Sao_Paulo");

    private AsaasDates() {
    }

    /** When the money arrived as far as Asaas says: the payment day, else the payer's, else the card confirmation. */
    static Instant paidAt(String paymentDate, String clientPaymentDate, String confirmedDate) {
        return Stream.of(paymentDate, clientPaymentDate, confirmedDate)
                .map(AsaasDates::startOfProviderDay)
                .flatMap(Optional::stream)
                .findFirst()
                .orElse(null);
    }

    private static Optional<Instant> startOfProviderDay(String date) {
        if (date == null || date.length() < 10) {
            return Optional.empty();
        }
        try {
            // Some Asaas fields carry "yyyy-MM-dd HH:mm:ss"; the day is what they all share.
            return Optional.of(LocalDate.parse(date.substring(0, 10)).atStartOfDay(PROVIDER_ZONE).toInstant());
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }
}
