package app.assessment.domain.form;

import app.assessment.domain.shared.DomainException;
import java.math.BigDecimal;
import java.util.List;

/**
 * A question's type and its key: what counts as right and what it is worth (ADR 0049). Fields
 * named by its checks are relative to the question ({@code accepted[0].tolerance}); fields named
 * while scoring are relative to the answer ({@code optionIds[1]}).
 */
public sealed interface QuestionSpec
        permits SingleChoiceSpec, MultipleChoiceSpec, TrueFalseSpec, NumericSpec, ShortAnswerSpec, EssaySpec,
        MatchingSpec, OrderingSpec {

    QuestionType type();

    /** Invalid when the question's options break this type's rules; by default a type takes none. */
    default void checkOptions(List<Option> options) {
        if (!options.isEmpty()) {
            throw DomainException.invalid("options", "must be empty for a " + type() + " question");
        }
    }

    /** The most an answer can score. */
    BigDecimal maxPoints(List<Option> options);

    /** The score of an answer of {@link #answerShape()}; invalid when it names what the question lacks. */
    AnswerScore score(Question question, Answer answer);

}
