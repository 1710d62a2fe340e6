package app.assessment.domain.form;

import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import java.math.BigDecimal;
import java.util.List;

/** A number within the tolerance of an accepted value; the best matching entry scores. */
public record NumericSpec(List<Accepted> accepted) implements QuestionSpec {

    public static final int ACCEPTED_MAX = 20;

    public NumericSpec {
        accepted = Ids.atMost("accepted", Check.list("accepted", accepted), ACCEPTED_MAX);
        if (accepted.isEmpty()) {
            throw DomainException.invalid("accepted", "must have at least one entry");
        }
    }

    @Override
    public QuestionType type() {
        return QuestionType.NUMERIC;
    }

    @Override
    public BigDecimal maxPoints(List<Option> options) {
        return accepted.stream().map(Accepted::points).max(BigDecimal::compareTo).orElse(Points.ZERO);
    }

    @Override
    public AnswerScore score(Question question, Answer answer) {
        BigDecimal number = ((NumberAnswer) answer).number();
        BigDecimal best = Points.ZERO;
        for (Accepted entry : accepted) {
            if (entry.matches(number) && entry.points().compareTo(best) > 0) {
                best = entry.points();
            }
        }
        return AnswerScore.scored(question.id(), best);
    }

    /** One accepted value; a RELATIVE tolerance is a fraction of the value (0.05 for 5 %). */
    public record Accepted(BigDecimal value, BigDecimal tolerance, ToleranceType toleranceType, BigDecimal points) {

        public Accepted {
            value = Decimals.bounded("value", value);
            tolerance = Decimals.bounded("tolerance", tolerance);
            if (tolerance.signum() < 0) {
                throw DomainException.invalid("tolerance", "must not be negative");
            }
            Check.required("toleranceType", toleranceType);
            points = Points.of("points", points);
        }

        boolean matches(BigDecimal number) {
            BigDecimal allowed = toleranceType == ToleranceType.ABSOLUTE ? tolerance : tolerance.multiply(value.abs());
            return number.subtract(value).abs().compareTo(allowed) <= 0;
        }
    }
}
