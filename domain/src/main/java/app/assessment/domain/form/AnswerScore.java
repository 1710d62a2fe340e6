package app.assessment.domain.form;

import java.math.BigDecimal;
import java.util.Objects;

/**
 * What one answer scored. {@code pendingGrading} when a person still has to grade it (an essay,
 * an unmatched short answer under manual review); its points are then the provisional zero.
 */
public record AnswerScore(String questionId, BigDecimal points, boolean pendingGrading) {

    public AnswerScore {
        Objects.requireNonNull(questionId, "questionId");
        Objects.requireNonNull(points, "points");
    }

    static AnswerScore scored(String questionId, BigDecimal points) {
        return new AnswerScore(questionId, points.setScale(2, java.math.RoundingMode.DOWN), false);
    }

    static AnswerScore pending(String questionId) {
        return new AnswerScore(questionId, Points.ZERO, true);
    }
}
