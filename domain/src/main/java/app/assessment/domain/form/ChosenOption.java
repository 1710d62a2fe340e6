package app.assessment.domain.form;

import app.assessment.domain.shared.Check;

/** One answer as a participant sends it: the option picked for a question (single choice, true/false). */
public record ChosenOption(String questionId, String optionId) implements Answer {

    public ChosenOption {
        Check.id("questionId", questionId);
        Check.id("optionId", optionId);
    }

    @Override
    public String shape() {
        return "optionId";
    }
}
