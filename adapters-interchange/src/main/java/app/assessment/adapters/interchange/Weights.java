package app.assessment.adapters.interchange;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Collection;

/**
 * Moodle's answer weights (percent of the question's grade) and the service's points. Reading rounds to the
 * cent the service keeps; writing gives ten decimals, enough for the points to come back exactly.
 */
final class Weights {

    static final BigDecimal HUNDRED = new BigDecimal("100");
    /** Moodle's default mark, used when a file names none. */
    static final BigDecimal DEFAULT_GRADE = BigDecimal.ONE;

    private Weights() {
    }

    static BigDecimal points(BigDecimal grade, BigDecimal percent) {
        return grade.multiply(percent).divide(HUNDRED, 2, RoundingMode.HALF_UP);
    }

    static BigDecimal percent(BigDecimal grade, BigDecimal points) {
        if (grade.signum() == 0) {
            return BigDecimal.ZERO;
        }
        return plain(points.multiply(HUNDRED).divide(grade, 10, RoundingMode.HALF_UP));
    }

    /** The grade that carries a list of points as weights: the best when positive, else the largest magnitude. */
    static BigDecimal grade(Collection<BigDecimal> points) {
        BigDecimal best = points.stream().max(BigDecimal::compareTo).orElse(BigDecimal.ZERO);
        if (best.signum() > 0) {
            return best;
        }
        return points.stream().map(BigDecimal::abs).max(BigDecimal::compareTo).orElse(BigDecimal.ZERO);
    }

    static String format(BigDecimal value) {
        return plain(value).toPlainString();
    }

    static BigDecimal plain(BigDecimal value) {
        BigDecimal stripped = value.stripTrailingZeros();
        return stripped.scale() < 0 ? stripped.setScale(0) : stripped;
    }

    static BigDecimal parse(String text, String what) {
        try {
            BigDecimal value = new BigDecimal(text.strip());
            if (value.abs().compareTo(new BigDecimal("1e16")) > 0 || value.scale() > 20) {
                throw new Unsupported(what + " " + text.strip() + " is out of range");
            }
            return value;
        } catch (NumberFormatException e) {
            throw new Unsupported(what + " '" + abbreviate(text.strip()) + "' is not a number");
        }
    }

    static int integer(String text, String what) {
        try {
            return Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw new Unsupported(what + " '" + abbreviate(text.strip()) + "' is not a whole number");
        }
    }

    static String abbreviate(String text) {
        return text.length() > 40 ? text.substring(0, 40) + "…" : text;
    }
}
