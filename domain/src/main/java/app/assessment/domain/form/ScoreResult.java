package app.assessment.domain.form;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The score of one submission: points earned, the best possible total, the percentage and the
 * score range the total falls in, if any.
 */
public record ScoreResult(BigDecimal total, BigDecimal max, BigDecimal percentage, Optional<ScoreRange> range) {

    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

    public ScoreResult {
        Objects.requireNonNull(total, "total");
        Objects.requireNonNull(max, "max");
        Objects.requireNonNull(percentage, "percentage");
        range = range == null ? Optional.empty() : range;
    }

    static ScoreResult of(List<AnswerSnapshot> answers, BigDecimal max, List<ScoreRange> ranges) {
        BigDecimal total = answers.stream().map(AnswerSnapshot::points)
                .reduce(BigDecimal.ZERO.setScale(2), BigDecimal::add);
        return of(total, max, ranges);
    }

    public static ScoreResult of(BigDecimal total, BigDecimal max, List<ScoreRange> ranges) {
        return new ScoreResult(total, max, percentage(total, max), ScoreRanges.holding(ranges, total));
    }

    /**
     * Zero when the best possible total is not positive: with negative-only options a ratio
     * would flip sign and mean nothing. A negative total against a positive maximum gives a
     * negative percentage, which is what a penalised participant earned.
     */
    private static BigDecimal percentage(BigDecimal total, BigDecimal max) {
        if (max.signum() <= 0) {
            return BigDecimal.ZERO.setScale(2);
        }
        return total.multiply(HUNDRED).divide(max, 2, RoundingMode.HALF_UP);
    }

    /** The label of the range the total falls in, or null when it falls in none. */
    public String label() {
        return range.map(ScoreRange::label).orElse(null);
    }

    /** The colour of the range the total falls in, or null when it falls in none. */
    public String color() {
        return range.map(ScoreRange::color).orElse(null);
    }
}
