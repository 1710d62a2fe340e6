package app.assessment.adapters.rest.people;

import app.assessment.domain.shared.DomainException;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * Query and form values arrive as text. Parsing them here, rather than through JAX-RS
 * conversion, turns a bad value into a 400 naming the field (JAX-RS would answer 404).
 */
final class WireValues {

    private static final Pattern WHOLE_NUMBER = Pattern.compile("-?\\d{1,9}");

    private WireValues() {
    }

    /** Null when absent or blank. */
    static Integer wholeNumber(String field, String value, String rule) {
        if (value == null || value.isBlank()) {
            return null;
        }
        if (!WHOLE_NUMBER.matcher(value.strip()).matches()) {
            throw DomainException.invalid(field + ": " + rule);
        }
        return Integer.valueOf(value.strip());
    }

    /** Null when absent or blank, else the enum constant the domain's parser names. */
    static <E> E optional(String value, Function<String, E> parse) {
        return value == null || value.isBlank() ? null : parse.apply(value);
    }
}
