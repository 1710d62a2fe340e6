package app.assessment.domain.form;

import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import java.math.BigDecimal;
import java.util.List;

/**
 * Select all that apply. {@code PARTIAL} = points × max(0, (correct chosen − incorrect chosen) /
 * correct options), so choosing every option never earns full marks when a wrong one exists.
 */
public record MultipleChoiceSpec(BigDecimal points, Scoring scoring) implements QuestionSpec {

    public MultipleChoiceSpec {
        points = Points.of("points", points);
        Check.required("scoring", scoring);
    }

    @Override
    public QuestionType type() {
        return QuestionType.MULTIPLE_CHOICE;
    }

    @Override
    public void checkOptions(List<Option> options) {
        if (ChoiceOptions.keyedByCorrect(type(), options) == 0) {
            throw DomainException.invalid("options", "must have at least one correct option");
        }
    }

    @Override
    public BigDecimal maxPoints(List<Option> options) {
        return points;
    }

    @Override
    public AnswerScore score(Question question, Answer answer) {
        List<String> ids = ((ChosenOptions) answer).optionIds();
        long right = 0;
        long wrong = 0;
        for (int i = 0; i < ids.size(); i++) {
            if (ChoiceOptions.chosen(question, "optionIds[" + i + "]", ids.get(i)).correct()) {
                right++;
            } else {
                wrong++;
            }
        }
        long correct = question.options().stream().filter(Option::correct).count();
        if (scoring == Scoring.ALL_OR_NOTHING) {
            return AnswerScore.scored(question.id(), right == correct && wrong == 0 ? points : Points.ZERO);
        }
        return AnswerScore.scored(question.id(), Points.share(points, right - wrong, correct));
    }
}
