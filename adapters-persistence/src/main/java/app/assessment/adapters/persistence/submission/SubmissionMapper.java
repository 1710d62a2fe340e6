package app.assessment.adapters.persistence.submission;

import app.assessment.adapters.persistence.assignment.Participants;
import app.assessment.domain.form.ScoreRange;
import app.assessment.domain.form.ScoreRanges;
import app.assessment.domain.form.ScoreResult;
import app.assessment.domain.submission.Submission;
import java.util.List;

final class SubmissionMapper {
    private SubmissionMapper() {
    }

    /** Without answers (list pages never load them); {@code scoreRanges} is the column's snapshot, read by the adapter. */
    static Submission toDomain(SubmissionEntity e, List<ScoreRange> scoreRanges) {
        ScoreResult score = new ScoreResult(e.totalScore, e.maxScore, e.percentage, ScoreRanges.holding(scoreRanges, e.totalScore));
        return new Submission(e.id, e.organizationId, e.assignmentId, e.formId, e.formTitle, Participants.of(e.studentId, e.candidateId),
                e.participantName, e.assignedById, score, scoreRanges, List.of(), e.completedAt);
    }
}
