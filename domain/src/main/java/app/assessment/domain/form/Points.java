package app.assessment.domain.form;

import app.assessment.domain.shared.Check;
import java.math.BigDecimal;
import java.math.RoundingMode;

/** Points of a question as a whole, and the share of them a partly right answer earns. */
final class Points {

    static final BigDecimal ZERO = BigDecimal.ZERO.setScale(2);
    static final BigDecimal MAX = new BigDecimal("1000");

    private Points() {
    }

    /** The points a question carries: 0 to 1000 with at most two decimals, like an option's. */
    static BigDecimal of(String field, BigDecimal points) {
        return Check.cents(field, points, BigDecimal.ZERO, MAX);
    }

    /**
     * {@code points × right / all}, rounded down to the cent: rounding down keeps a partly right
     * answer below full marks however many parts the question has (ADR 0049).
     */
    static BigDecimal share(BigDecimal points, long right, long all) {
        if (right <= 0 || all <= 0) {
            return ZERO;
        }
        return points.multiply(BigDecimal.valueOf(right)).divide(BigDecimal.valueOf(all), 2, RoundingMode.DOWN);
    }
}
