package app.assessment.adapters.persistence.people;

import app.assessment.adapters.persistence.shared.SqlValues;
import app.assessment.application.port.out.people.AssessmentSummary;
import app.assessment.application.port.out.people.ParticipantHistory;
import app.assessment.application.port.out.people.SubmissionSummary;
import app.assessment.domain.assignment.AssignmentStatus;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.math.BigDecimal;
import java.util.List;

/**
 * History read where it is stored, one query each. A student's submissions include those made
 * as the candidate promoted to them: promotion copies nothing, so nothing is lost.
 */
@ApplicationScoped
public class SqlParticipantHistory implements ParticipantHistory {

    private final EntityManager em;

    public SqlParticipantHistory(EntityManager em) {
        this.em = em;
    }

    @Override
    public List<SubmissionSummary> submissionsOfStudent(String organizationId, String studentId) {
        List<?> rows = em.createNativeQuery("select s.id, s.form_id, s.form_title, s.total_score, s.max_score, s.completed_at "
                        + "from submissions s where s.organization_id = ?1 and (s.student_id = ?2 or s.candidate_id in "
                        + "(select c.id from candidates c where c.promoted_student_id = ?2)) order by s.completed_at desc")
                .setParameter(1, organizationId).setParameter(2, studentId).getResultList();
        return rows.stream().map(row -> (Object[]) row).map(r -> new SubmissionSummary((String) r[0], (String) r[1], (String) r[2],
                (BigDecimal) r[3], (BigDecimal) r[4], true, SqlValues.instant(r[5]))).toList();
    }

    @Override
    public List<AssessmentSummary> assessmentsOfCandidate(String organizationId, String candidateId) {
        List<?> rows = em.createNativeQuery("select a.id, a.form_id, f.title, a.status, s.id, s.total_score, s.max_score, a.created_at "
                        + "from assignments a join forms f on f.id = a.form_id left join submissions s on s.assignment_id = a.id "
                        + "where a.organization_id = ?1 and a.candidate_id = ?2 order by a.created_at desc")
                .setParameter(1, organizationId).setParameter(2, candidateId).getResultList();
        return rows.stream().map(row -> (Object[]) row).map(r -> new AssessmentSummary((String) r[0], (String) r[1], (String) r[2],
                AssignmentStatus.valueOf((String) r[3]), (String) r[4], (BigDecimal) r[5], (BigDecimal) r[6], SqlValues.instant(r[7]))).toList();
    }
}
