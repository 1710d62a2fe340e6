package app.assessment.domain.form;

import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import java.math.BigDecimal;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Numbers of numeric questions and answers: exact decimals with at most 15 integer digits and
 * 10 decimals. The bound keeps arithmetic cheap whatever a client sends (1e999999999 included).
 */
final class Decimals {

    static final int INTEGER_DIGITS = 15;
    static final int DECIMALS = 10;
    // One separator only, point or comma: "1.234,5" is ambiguous and refused rather than guessed.
    private static final Pattern TEXT = Pattern.compile("\\s*([+-]?\\d{1," + INTEGER_DIGITS + "})(?:[.,](\\d{1," + DECIMALS + "}))?\\s*");

    private Decimals() {
    }

    static BigDecimal bounded(String field, BigDecimal value) {
        Check.required(field, value);
        BigDecimal plain = value.stripTrailingZeros();
        if (plain.scale() > DECIMALS || plain.precision() - plain.scale() > INTEGER_DIGITS) {
            throw DomainException.invalid(field, "must have at most " + INTEGER_DIGITS + " integer digits and "
                    + DECIMALS + " decimals");
        }
        return plain.scale() < 0 ? plain.setScale(0) : plain;
    }

    /** A number written by a person: "3,5" and "3.5" are the same. */
    static BigDecimal parse(String field, String text) {
        Check.required(field, text);
        Matcher m = TEXT.matcher(text);
        if (!m.matches()) {
            throw DomainException.invalid(field, "must be a number, with a decimal point or comma");
        }
        return bounded(field, new BigDecimal(m.group(2) == null ? m.group(1) : m.group(1) + "." + m.group(2)));
    }
}
