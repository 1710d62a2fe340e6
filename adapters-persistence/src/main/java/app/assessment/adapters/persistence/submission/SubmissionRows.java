package app.assessment.adapters.persistence.submission;

import app.assessment.adapters.persistence.assignment.Participants;
import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.adapters.persistence.shared.ScoreRangesJson;
import app.assessment.domain.form.AnswerSnapshot;
import app.assessment.domain.form.ScoreRange;
import app.assessment.domain.form.ScoreRanges;
import app.assessment.domain.form.ScoreResult;
import app.assessment.domain.submission.Submission;
import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;

/** The one row mapper of submissions: the single read and both list pages select {@link #LISTED}. */
final class SubmissionRows {

    /**
     * Everything but the answers, in {@link #fromRow}'s order (read by position: a lookup by name
     * per column and row was a tenth of the row mapping's CPU).
     */
    static final String LISTED = "r.id, r.organization_id, r.assignment_id, r.form_id, r.student_id, r.candidate_id, "
            + "r.assigned_by_id, r.form_title, r.participant_name, r.total_score, r.max_score, r.percentage, "
            + "r.score_ranges::text as score_ranges, r.completed_at, r.pending_grading, r.attempt_number, r.counted";
    /** The columns {@link #fromRow} reads, from the one it is given. */
    static final int ROW_COLUMNS = 17;

    private SubmissionRows() {
    }

    /** The {@link #LISTED} columns, starting at column {@code at}. */
    static Submission fromRow(ScoreRangesJson ranges, ResultSet rs, int at, List<AnswerSnapshot> answers) throws SQLException {
        int c = at - 1;
        String id = rs.getString(c + 1);
        String organizationId = rs.getString(c + 2);
        String assignmentId = rs.getString(c + 3);
        String formId = rs.getString(c + 4);
        String studentId = rs.getString(c + 5);
        String candidateId = rs.getString(c + 6);
        String assignedById = rs.getString(c + 7);
        String formTitle = rs.getString(c + 8);
        String participantName = rs.getString(c + 9);
        BigDecimal total = rs.getBigDecimal(c + 10);
        BigDecimal max = rs.getBigDecimal(c + 11);
        BigDecimal percentage = rs.getBigDecimal(c + 12);
        List<ScoreRange> snapshot = ranges.read(rs.getString(c + 13));
        boolean pending = rs.getBoolean(c + 15);
        // A provisional total falls in no range: no label or colour before the last grade (ADR 0050).
        ScoreResult score = new ScoreResult(total, max, percentage, pending ? null : ScoreRanges.holding(snapshot, total));
        return new Submission(id, organizationId, assignmentId, formId, formTitle, Participants.of(studentId, candidateId),
                participantName, assignedById, score, snapshot, answers, Jdbc.instant(rs, c + 14), pending, rs.getInt(c + 16),
                rs.getBoolean(c + 17));
    }
}
