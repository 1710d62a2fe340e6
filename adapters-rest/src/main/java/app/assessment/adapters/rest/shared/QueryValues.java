package app.assessment.adapters.rest.shared;

import app.assessment.domain.shared.DomainException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * Query parameters arrive as text and are parsed here: JAX-RS would answer a malformed number
 * with 404, where docs/api.md §1 wants 400 naming the parameter.
 */
public final class QueryValues {

    private static final Pattern WHOLE_NUMBER = Pattern.compile("-?\\d{1,9}");

    private QueryValues() {
    }

    /** Trimmed text, or null when absent or blank. */
    public static String text(String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }

    /** Null when absent or blank; otherwise a whole number, else 400 with {@code rule}. */
    public static Integer integer(String name, String value, String rule) {
        if (value == null || value.isBlank()) {
            return null;
        }
        if (!WHOLE_NUMBER.matcher(value.strip()).matches()) {
            throw DomainException.invalid(name, rule);
        }
        return Integer.valueOf(value.strip());
    }

    /** Null when absent or blank, else the value the domain's parser makes of it (which names the field). */
    public static <E> E optional(String value, Function<String, E> parse) {
        return value == null || value.isBlank() ? null : parse.apply(value);
    }

    public static Boolean bool(String name, String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        return switch (value.strip().toLowerCase()) {
            case "true", "1" -> Boolean.TRUE;
            case "false", "0" -> Boolean.FALSE;
            default -> throw DomainException.invalid(name, "must be true or false");
        };
    }

    public static Instant instant(String name, String value) {
        return instant(name, value, false);
    }

    /**
     * Like {@link #instant}, but a date alone means the end of that day (UTC), so an upper bound
     * {@code to=2026-11-21} includes the 21st: the last microsecond, PostgreSQL's resolution, for
     * filters that compare with {@code <=}.
     */
    public static Instant endInstant(String name, String value) {
        return instant(name, value, true);
    }

    private static Instant instant(String name, String value, boolean dateMeansEndOfDay) {
        if (value == null || value.isBlank()) {
            return null;
        }
        try {
            return Instant.parse(value.strip());
        } catch (DateTimeParseException e) {
            try {
                LocalDate day = LocalDate.parse(value.strip());
                return dateMeansEndOfDay
                        ? day.plusDays(1).atStartOfDay(ZoneOffset.UTC).toInstant().minus(1, ChronoUnit.MICROS)
                        : day.atStartOfDay(ZoneOffset.UTC).toInstant();
            } catch (DateTimeParseException notADate) {
                throw DomainException.invalid(name, "must be an ISO 8601 date or instant");
            }
        }
    }
}
