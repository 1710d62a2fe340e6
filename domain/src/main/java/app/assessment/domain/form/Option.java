package app.assessment.domain.form;

import app.assessment.domain.shared.Check;
import java.math.BigDecimal;

/**
 * An answer option of a question and the points it scores.
 *
 * <p>Points may be negative so a test can penalise a wrong answer; the bound of ±1000 with at
 * most two decimals keeps totals meaningful and catches typing slips such as 10000 for 100.
 * {@code correct} is the key of multiple-choice and true/false questions, which carry their
 * points themselves (ADR 0049); {@code feedback} is shown later by the review settings.
 */
public record Option(String id, String text, BigDecimal points, boolean correct, String feedback) {

    public static final int TEXT_MAX = 1000;
    public static final int FEEDBACK_MAX = 2000;
    public static final BigDecimal POINTS_MIN = new BigDecimal("-1000");
    public static final BigDecimal POINTS_MAX = new BigDecimal("1000");

    public Option {
        Check.id("id", id);
        Check.text("text", text, TEXT_MAX);
        points = Check.cents("points", points, POINTS_MIN, POINTS_MAX);
        Check.optionalText("feedback", feedback, FEEDBACK_MAX);
    }

    /** A single-choice option, as every option was before question types. */
    public Option(String id, String text, BigDecimal points) {
        this(id, text, points, false, null);
    }
}
