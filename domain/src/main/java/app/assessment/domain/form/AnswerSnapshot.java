package app.assessment.domain.form;

import java.math.BigDecimal;

/**
 * An answer with the texts and points as they were when it was given, so a later edit of the
 * form never changes a submitted result.
 */
public record AnswerSnapshot(String questionId, String questionText, String optionId,
                             String optionText, BigDecimal points) {

    static AnswerSnapshot of(Question question, Option option) {
        return new AnswerSnapshot(question.id(), question.text(), option.id(), option.text(), option.points());
    }
}
