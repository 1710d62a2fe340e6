package app.assessment.domain.form;

import java.math.BigDecimal;
import java.util.List;

/**
 * The scores of a submission's answers and the result they make. While an answer awaits a
 * grader the total is provisional (what is scored so far) and the result has no score range,
 * so no label or colour is shown before the last grade.
 */
public record Grading(List<AnswerScore> answers, ScoreResult result, boolean pendingGrading) {

    public Grading {
        answers = List.copyOf(answers);
    }

    static Grading of(List<AnswerScore> answers, BigDecimal max, List<ScoreRange> ranges) {
        boolean pending = answers.stream().anyMatch(AnswerScore::pendingGrading);
        BigDecimal total = answers.stream().map(AnswerScore::points).reduce(Points.ZERO, BigDecimal::add);
        return new Grading(answers, ScoreResult.of(total, max, pending ? List.of() : ranges), pending);
    }
}
