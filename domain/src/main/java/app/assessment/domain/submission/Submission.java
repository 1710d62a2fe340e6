package app.assessment.domain.submission;

import app.assessment.domain.assignment.Participant;
import app.assessment.domain.form.AnswerSnapshot;
import app.assessment.domain.form.ScoreRange;
import app.assessment.domain.form.ScoreResult;
import app.assessment.domain.shared.Check;
import java.time.Instant;
import java.util.List;

/**
 * A participant's answers to an assignment, scored when submitted. Everything a result shows is
 * kept as it was at that moment (titles, names, answer texts, points, score ranges), so later edits of the
 * form or of people never change a submitted result.
 */
public record Submission(
        String id,
        String organizationId,
        String assignmentId,
        String formId,
        String formTitle,
        Participant participant,
        String participantName,
        String assignedById,
        ScoreResult score,
        List<ScoreRange> scoreRanges,
        List<AnswerSnapshot> answers,
        Instant completedAt) {

    public Submission {
        Check.id("id", id);
        Check.id("organizationId", organizationId);
        Check.id("assignmentId", assignmentId);
        Check.id("formId", formId);
        Check.required("formTitle", formTitle);
        Check.required("participant", participant);
        Check.required("participantName", participantName);
        Check.required("score", score);
        scoreRanges = List.copyOf(Check.required("scoreRanges", scoreRanges));
        answers = List.copyOf(Check.required("answers", answers));
        Check.required("completedAt", completedAt);
    }
}
