package app.assessment.adapters.rest.shared;

import app.assessment.domain.shared.DomainException;
import java.time.Instant;
import java.time.format.DateTimeParseException;

/**
 * Query parameters arrive as text and are parsed here: JAX-RS would answer a malformed number
 * with 404, where CONTRACT §1 wants 400 naming the parameter.
 */
public final class QueryValues {
    private QueryValues() {
    }

    public static Integer integer(String name, String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        try {
            return Integer.valueOf(value.strip());
        } catch (NumberFormatException e) {
            throw DomainException.invalid(name + ": must be a whole number");
        }
    }

    public static Boolean bool(String name, String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        return switch (value.strip().toLowerCase()) {
            case "true", "1" -> Boolean.TRUE;
            case "false", "0" -> Boolean.FALSE;
            default -> throw DomainException.invalid(name + ": must be true or false");
        };
    }

    public static Instant instant(String name, String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        try {
            return Instant.parse(value.strip());
        } catch (DateTimeParseException e) {
            try {
                return java.time.LocalDate.parse(value.strip()).atStartOfDay(java.time.ZoneOffset.UTC).toInstant();
            } catch (DateTimeParseException notADate) {
                throw DomainException.invalid(name + ": must be an ISO 8601 date or instant");
            }
        }
    }
}
