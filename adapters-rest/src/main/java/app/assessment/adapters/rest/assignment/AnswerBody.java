package app.assessment.adapters.rest.assignment;

import app.assessment.domain.form.ChosenOption;
import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import java.util.ArrayList;
import java.util.List;

/** One answer as a participant sends it. */
public record AnswerBody(String questionId, String optionId) {

    /** More answers than any form can have is refused before anything else looks at them. */
    static final int MAX_ANSWERS = 1000;

    static List<ChosenOption> toChosen(List<AnswerBody> answers) {
        if (answers == null) {
            throw DomainException.invalid("answers", "is required");
        }
        if (answers.size() > MAX_ANSWERS) {
            throw DomainException.invalid("answers", "at most " + MAX_ANSWERS + " answers");
        }
        List<ChosenOption> chosen = new ArrayList<>(answers.size());
        for (int i = 0; i < answers.size(); i++) {
            AnswerBody a = answers.get(i);
            if (a == null) {
                throw DomainException.invalid("answers[" + i + "]", "must not be null");
            }
            chosen.add(Check.nested("answers[" + i + "]", () -> new ChosenOption(a.questionId(), a.optionId())));
        }
        return chosen;
    }

    static List<AnswerBody> from(List<ChosenOption> answers) {
        return answers.stream().map(a -> new AnswerBody(a.questionId(), a.optionId())).toList();
    }
}
