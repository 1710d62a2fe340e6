package app.assessment.domain.form;

import app.assessment.domain.shared.DomainException;
import java.math.BigDecimal;
import java.util.List;

/** Two options, one correct, answered like single choice; the question carries the points. */
public record TrueFalseSpec(BigDecimal points) implements QuestionSpec {

    /** The option texts when the form names none. */
    public static final String TRUE_TEXT = "Verdadeiro";
    public static final String FALSE_TEXT = "Falso";

    public TrueFalseSpec {
        points = Points.of("points", points);
    }

    @Override
    public QuestionType type() {
        return QuestionType.TRUE_FALSE;
    }

    @Override
    public void checkOptions(List<Option> options) {
        if (options.size() != 2) {
            throw DomainException.invalid("options", "must have exactly 2 options for a TRUE_FALSE question");
        }
        if (ChoiceOptions.keyedByCorrect(type(), options) != 1) {
            throw DomainException.invalid("options", "must have exactly one correct option");
        }
    }

    @Override
    public BigDecimal maxPoints(List<Option> options) {
        return points;
    }

    @Override
    public AnswerScore score(Question question, Answer answer) {
        Option chosen = ChoiceOptions.chosen(question, "optionId", ((ChosenOption) answer).optionId());
        return AnswerScore.scored(question.id(), chosen.correct() ? points : Points.ZERO);
    }
}
