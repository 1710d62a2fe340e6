package app.assessment.domain.form;

import java.math.BigDecimal;
import java.util.List;

/** One option per answer, scoring that option's points: the only type before ADR 0049. */
public record SingleChoiceSpec() implements QuestionSpec {

    public static final SingleChoiceSpec INSTANCE = new SingleChoiceSpec();

    @Override
    public QuestionType type() {
        return QuestionType.SINGLE_CHOICE;
    }

    @Override
    public void checkOptions(List<Option> options) {
        ChoiceOptions.noneCorrect(options);
    }

    /** The best option; a question without options is worth nothing. */
    @Override
    public BigDecimal maxPoints(List<Option> options) {
        return options.stream().map(Option::points).max(BigDecimal::compareTo).orElse(Points.ZERO);
    }

    @Override
    public AnswerScore score(Question question, Answer answer) {
        ChosenOption chosen = (ChosenOption) answer;
        return AnswerScore.scored(question.id(), ChoiceOptions.chosen(question, "optionId", chosen.optionId()).points());
    }
}
