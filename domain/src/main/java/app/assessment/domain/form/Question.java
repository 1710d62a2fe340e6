package app.assessment.domain.form;

import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;

/**
 * A question of a form with its options in the order the author gave them, its type and key
 * ({@link QuestionSpec}; single choice when none is given) and the feedback shown later by the
 * review settings.
 */
public record Question(String id, String text, int order, List<Option> options, QuestionSpec spec, String feedback) {

    public static final int TEXT_MAX = 2000;
    public static final int FEEDBACK_MAX = 2000;
    public static final int OPTIONS_MAX = 100;

    public Question {
        Check.id("id", id);
        Check.text("text", text, TEXT_MAX);
        if (order < 0) {
            throw DomainException.invalid("order", "must be at least 0");
        }
        options = Ids.unique("options", Check.list("options", options), Option::id, ".id");
        spec = spec == null ? SingleChoiceSpec.INSTANCE : spec;
        spec.checkOptions(options);
        Check.optionalText("feedback", feedback, FEEDBACK_MAX);
    }

    /** A single-choice question without feedback, as every question was before question types. */
    public Question(String id, String text, int order, List<Option> options) {
        this(id, text, order, options, null, null);
    }

    public QuestionType type() {
        return spec.type();
    }

    /** Whether a participant may choose several options (the public link says so). */
    public boolean multipleSelection() {
        return spec.type() == QuestionType.MULTIPLE_CHOICE;
    }

    /** The longest text answer this question takes, in characters; null for types answered otherwise. */
    public Integer textMaxLength() {
        if (spec instanceof EssaySpec essay) {
            return essay.maxLength();
        }
        return spec.type() == QuestionType.SHORT_ANSWER ? ShortAnswerSpec.TEXT_MAX : null;
    }

    public Optional<Option> option(String optionId) {
        return options.stream().filter(o -> o.id().equals(optionId)).findFirst();
    }

    /** The most a participant can score here; a single-choice question without options is worth nothing. */
    public BigDecimal bestPoints() {
        return spec.maxPoints(options);
    }

    /**
     * The score of an answer to this question. Invalid, naming a field relative to the answer,
     * when its shape does not fit the type or it names an option, pair or item the question lacks.
     */
    public AnswerScore score(Answer answer) {
        if (!answer.shape().equals(spec.type().answerShape())) {
            throw DomainException.invalid(answer.shape(), "does not fit a " + spec.type() + " question, which takes "
                    + spec.type().answerShape());
        }
        return spec.score(this, answer);
    }
}
