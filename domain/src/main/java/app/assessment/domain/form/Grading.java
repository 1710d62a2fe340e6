package app.assessment.domain.form;

import java.math.BigDecimal;
import java.util.List;

/**
 * The scores of a submission's answers and the result they make. While an answer awaits a
 * grader the total is provisional (what is scored so far) and the result has no score range,
 * so no label or colour is shown before the last grade. {@code snapshots} keep each answer as
 * it was given, with its texts, for the submission.
 */
public record Grading(List<AnswerScore> answers, ScoreResult result, boolean pendingGrading, List<AnswerSnapshot> snapshots) {

    public Grading {
        answers = List.copyOf(answers);
        snapshots = List.copyOf(snapshots);
    }

    static Grading of(List<AnswerScore> answers, List<AnswerSnapshot> snapshots, BigDecimal max, List<ScoreRange> ranges) {
        boolean pending = answers.stream().anyMatch(AnswerScore::pendingGrading);
        BigDecimal total = answers.stream().map(AnswerScore::points).reduce(Points.ZERO, BigDecimal::add);
        return new Grading(answers, ScoreResult.of(total, max, pending ? List.of() : ranges), pending, snapshots);
    }
}
