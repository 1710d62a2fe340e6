package app.assessment.adapters.interchange;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;

/**
 * Moodle's multiple-answer weights as the service's MULTIPLE_CHOICE key: an answer is right when its weight is
 * positive. The service gives every right answer the same share and takes one away per wrong answer chosen, so right
 * answers weighing differently, or not adding up to 100 %, are not the service's rule and the question is skipped.
 */
final class RightAnswers {

    private static final BigDecimal WEIGHT_SLACK = new BigDecimal("0.01");
    private static final BigDecimal SUM_SLACK = new BigDecimal("0.1");

    private RightAnswers() {
    }

    static List<Boolean> of(List<BigDecimal> weights) {
        List<BigDecimal> positive = weights.stream().filter(w -> w.signum() > 0).toList();
        if (positive.isEmpty()) {
            throw new Unsupported("no answer has a positive weight");
        }
        BigDecimal share = Weights.HUNDRED.divide(BigDecimal.valueOf(positive.size()), 10, RoundingMode.HALF_UP);
        for (BigDecimal weight : positive) {
            if (weight.subtract(share).abs().compareTo(WEIGHT_SLACK) > 0) {
                throw new Unsupported("right answers weigh differently (" + Weights.format(weight) + "% against an equal share of "
                        + Weights.format(share.setScale(2, RoundingMode.HALF_UP)) + "%); the service gives each the same share");
            }
        }
        BigDecimal sum = positive.stream().reduce(BigDecimal.ZERO, BigDecimal::add);
        if (sum.subtract(Weights.HUNDRED).abs().compareTo(SUM_SLACK) > 0) {
            throw new Unsupported("right answers add up to " + Weights.format(sum) + "%, not 100%");
        }
        return weights.stream().map(w -> w.signum() > 0).toList();
    }

    /** The weight of each right answer when {@code right} answers share the grade. */
    static String share(long right) {
        return Weights.format(Weights.HUNDRED.divide(BigDecimal.valueOf(Math.max(right, 1)), 10, RoundingMode.HALF_UP));
    }
}
