package app.assessment.domain.attempt;

import app.assessment.domain.shared.Check;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/** Which completed attempts make the assignment's score when there are several. */
public enum GradingPolicy {
    /** The best percentage; the earlier attempt on a tie. */
    HIGHEST,
    LAST,
    FIRST,
    /** Every attempt counts; the score is the mean of their totals. */
    AVERAGE;

    public static GradingPolicy fromWire(String field, String value) {
        return Check.wire(field, value, values(), Enum::name);
    }

    /** A completed attempt's score, as the policy weighs it. */
    public record Scored(int attemptNumber, BigDecimal total, BigDecimal max) {
        BigDecimal fraction() {
            return max.signum() == 0 ? BigDecimal.ZERO : total.divide(max, 10, RoundingMode.HALF_EVEN);
        }
    }

    /** The assignment's score under this policy: its total and max, and which attempts count. */
    public record Outcome(BigDecimal total, BigDecimal max, Set<Integer> counted) {
        public BigDecimal percentage() {
            return max.signum() == 0 ? BigDecimal.ZERO
                    : total.multiply(BigDecimal.valueOf(100)).divide(max, 2, RoundingMode.HALF_EVEN);
        }
    }

    /** Empty attempts: no outcome (null). */
    public Outcome outcome(List<Scored> attempts) {
        if (attempts.isEmpty()) {
            return null;
        }
        Comparator<Scored> byNumber = Comparator.comparingInt(Scored::attemptNumber);
        Scored chosen = switch (this) {
            case HIGHEST -> attempts.stream().sorted(byNumber).max(Comparator.comparing(Scored::fraction)
                    .thenComparing(byNumber.reversed())).orElseThrow();
            case LAST -> attempts.stream().max(byNumber).orElseThrow();
            case FIRST -> attempts.stream().min(byNumber).orElseThrow();
            case AVERAGE -> null;
        };
        if (chosen != null) {
            return new Outcome(chosen.total(), chosen.max(), Set.of(chosen.attemptNumber()));
        }
        BigDecimal count = BigDecimal.valueOf(attempts.size());
        BigDecimal total = attempts.stream().map(Scored::total).reduce(BigDecimal.ZERO, BigDecimal::add)
                .divide(count, 2, RoundingMode.HALF_EVEN);
        BigDecimal max = attempts.stream().map(Scored::max).reduce(BigDecimal.ZERO, BigDecimal::add)
                .divide(count, 2, RoundingMode.HALF_EVEN);
        return new Outcome(total, max, attempts.stream().map(Scored::attemptNumber).collect(Collectors.toUnmodifiableSet()));
    }
}
