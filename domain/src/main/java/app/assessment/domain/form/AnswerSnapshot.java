package app.assessment.domain.form;

import java.math.BigDecimal;

/**
 * An answer with the texts and points as they were when it was given, so a later edit of the
 * form never changes a submitted result.
 */
public record AnswerSnapshot(String questionId, String questionText, String optionId,
                             String optionText, BigDecimal points) {

    /** Points as the question's type scores the option: its own for single choice, the question's for true/false. */
    static AnswerSnapshot of(Question question, Option option) {
        BigDecimal points = question.score(new ChosenOption(question.id(), option.id())).points();
        return new AnswerSnapshot(question.id(), question.text(), option.id(), option.text(), points);
    }
}
