package app.assessment.domain.form;

import app.assessment.domain.shared.Check;
import java.util.List;

/** The options picked for a multiple-choice question; none picked is an answer worth 0. */
public record ChosenOptions(String questionId, List<String> optionIds) implements Answer {

    public ChosenOptions {
        Check.id("questionId", questionId);
        optionIds = Ids.answerIds("optionIds", optionIds, Question.OPTIONS_MAX);
    }

    @Override
    public String shape() {
        return "optionIds";
    }
}
