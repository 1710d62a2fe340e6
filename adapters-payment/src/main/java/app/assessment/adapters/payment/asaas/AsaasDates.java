package app.assessment.adapters.payment.asaas;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Asaas reports payment days as dates of its own (Brazilian) calendar, without a time, and
 * stamps webhook deliveries with {@code dateCreated} in São Paulo local time
 * ({@code yyyy-MM-dd HH:mm:ss}).
 */
final class AsaasDates {

    static final ZoneId PROVIDER_ZONE = ZoneId.of("America/Sao_Paulo");
    private static final DateTimeFormatter LOCAL_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

    private AsaasDates() {
    }

    /**
     * When the money arrived as far as Asaas says. The day is the payment day, else the payer's,
     * else the card confirmation's; the time is the event's ({@code eventTime}, São Paulo local)
     * when the event happened that day, else the payment day at the event's time of day. Null
     * when Asaas names no day. (The domain still keeps it from preceding the charge's creation.)
     */
    static Instant paidAt(String paymentDate, String clientPaymentDate, String confirmedDate, LocalDateTime eventTime) {
        Objects.requireNonNull(eventTime, "eventTime");
        return Stream.of(paymentDate, clientPaymentDate, confirmedDate)
                .map(AsaasDates::day)
                .flatMap(Optional::stream)
                .findFirst()
                .map(day -> day.equals(eventTime.toLocalDate()) ? eventTime : day.atTime(eventTime.toLocalTime()))
                .map(local -> local.atZone(PROVIDER_ZONE).toInstant())
                .orElse(null);
    }

    /** An event's {@code dateCreated}; {@code otherwise} (the time it arrived) when absent or unreadable. */
    static LocalDateTime eventTime(String dateCreated, Instant otherwise) {
        if (dateCreated != null) {
            try {
                return LocalDateTime.parse(dateCreated, LOCAL_TIME);
            } catch (DateTimeParseException notTheDocumentedShape) {
                // Fall through: the arrival time is the best estimate left.
            }
        }
        return LocalDateTime.ofInstant(otherwise, PROVIDER_ZONE);
    }

    /** A São Paulo local time ({@code yyyy-MM-dd HH:mm:ss}, as in a PIX QR code's {@code expirationDate}); null when absent or unreadable. */
    static Instant localTime(String value) {
        if (value == null) {
            return null;
        }
        try {
            return LocalDateTime.parse(value, LOCAL_TIME).atZone(PROVIDER_ZONE).toInstant();
        } catch (DateTimeParseException notTheDocumentedShape) {
            return null;
        }
    }

    private static Optional<LocalDate> day(String date) {
        if (date == null || date.length() < 10) {
            return Optional.empty();
        }
        try {
            // Some Asaas fields carry "yyyy-MM-dd HH:mm:ss"; the day is what they all share.
            return Optional.of(LocalDate.parse(date.substring(0, 10)));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }
}
