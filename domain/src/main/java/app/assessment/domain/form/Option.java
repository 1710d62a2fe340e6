package app.assessment.domain.form;

import app.assessment.domain.shared.Check;
import java.math.BigDecimal;

/**
 * An answer option of a question and the points it scores.
 *
 * <p>Points may be negative so a test can penalise a wrong answer; the bound of ±1000 with at
 * most two decimals keeps totals meaningful and catches typing slips such as 10000 for 100.
 */
public record Option(String id, String text, BigDecimal points) {

    public static final int TEXT_MAX = 1000;
    public static final BigDecimal POINTS_MIN = new BigDecimal("-1000");
    public static final BigDecimal POINTS_MAX = new BigDecimal("1000");

    public Option {
        Check.id("id", id);
        Check.text("text", text, TEXT_MAX);
        points = Check.cents("points", points, POINTS_MIN, POINTS_MAX);
    }
}
