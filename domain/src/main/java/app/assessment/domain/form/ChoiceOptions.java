package app.assessment.domain.form;

import app.assessment.domain.shared.DomainException;
import java.util.List;

/** The option rules of the choice types, and looking up a chosen option. */
final class ChoiceOptions {

    private ChoiceOptions() {
    }

    /** Single choice scores by option points, so no option is marked correct. */
    static void noneCorrect(List<Option> options) {
        for (int i = 0; i < options.size(); i++) {
            if (options.get(i).correct()) {
                throw DomainException.invalid("options[" + i + "].correct",
                        "is only for MULTIPLE_CHOICE and TRUE_FALSE questions");
            }
        }
    }

    /** With the points on the question, points on an option would be a second, conflicting key. */
    static long keyedByCorrect(QuestionType type, List<Option> options) {
        long correct = 0;
        for (int i = 0; i < options.size(); i++) {
            Option option = options.get(i);
            if (option.points().signum() != 0) {
                throw DomainException.invalid("options[" + i + "].points",
                        "must be 0: a " + type + " question carries its points itself");
            }
            if (option.correct()) {
                correct++;
            }
        }
        return correct;
    }

    static Option chosen(Question question, String field, String optionId) {
        return question.option(optionId).orElseThrow(() -> DomainException.invalid(field,
                "option " + optionId + " does not belong to question " + question.id()));
    }
}
