package app.assessment.adapters.persistence.people;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.application.port.out.people.AssessmentSummary;
import app.assessment.application.port.out.people.ParticipantHistory;
import app.assessment.application.port.out.people.SubmissionSummary;
import app.assessment.domain.assignment.AssignmentStatus;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.util.List;

/**
 * History read where it is stored, one query each. A student's submissions include those made
 * as the candidate promoted to them: promotion copies nothing, so nothing is lost. Entries of the
 * same instant come newest id first, as in every other list, so the order never depends on the plan.
 */
@ApplicationScoped
public class SqlParticipantHistory implements ParticipantHistory {

    private final EntityManager em;

    public SqlParticipantHistory(EntityManager em) {
        this.em = em;
    }

    @Override
    public List<SubmissionSummary> submissionsOfStudent(String organizationId, String studentId) {
        return Jdbc.query(em, "select s.id, s.form_id, s.form_title, s.total_score, s.max_score, s.completed_at "
                        + "from submissions s where s.organization_id = ? and (s.student_id = ? or s.candidate_id in "
                        + "(select c.id from candidates c where c.promoted_student_id = ?)) order by s.completed_at desc, s.id desc",
                rs -> new SubmissionSummary(rs.getString("id"), rs.getString("form_id"), rs.getString("form_title"),
                        rs.getBigDecimal("total_score"), rs.getBigDecimal("max_score"), true, Jdbc.instant(rs, "completed_at")),
                organizationId, studentId, studentId);
    }

    @Override
    public List<AssessmentSummary> assessmentsOfCandidate(String organizationId, String candidateId) {
        // A submitted test shows the title it was taken under, as the submission and the student's history do.
        return Jdbc.query(em, "select a.id, a.form_id, coalesce(s.form_title, f.title) as title, a.status, s.id as submission_id, "
                        + "s.total_score, s.max_score, a.created_at from assignments a join forms f on f.id = a.form_id "
                        + "left join submissions s on s.assignment_id = a.id "
                        + "where a.organization_id = ? and a.candidate_id = ? order by a.created_at desc, a.id desc",
                rs -> new AssessmentSummary(rs.getString("id"), rs.getString("form_id"), rs.getString("title"),
                        AssignmentStatus.valueOf(rs.getString("status")), rs.getString("submission_id"), rs.getBigDecimal("total_score"),
                        rs.getBigDecimal("max_score"), Jdbc.instant(rs, "created_at")),
                organizationId, candidateId);
    }
}
