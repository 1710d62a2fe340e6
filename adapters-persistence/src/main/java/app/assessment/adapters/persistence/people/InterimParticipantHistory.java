package app.assessment.adapters.persistence.people;

import app.assessment.application.port.out.people.AssessmentSummary;
import app.assessment.application.port.out.people.ParticipantHistory;
import app.assessment.application.port.out.people.SubmissionSummary;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;

/**
 * Answers every history with an empty list, which is the truth for now: the assignments and
 * submissions tables do not exist yet, so nobody can have been assessed. The change that adds
 * them replaces this class with a query over them (a student's history then also includes what
 * was done as the candidate promoted to them, through {@code candidates.promoted_student_id}).
 */
@ApplicationScoped
public class InterimParticipantHistory implements ParticipantHistory {

    @Override
    public List<SubmissionSummary> submissionsOfStudent(String organizationId, String studentId) {
        return List.of();
    }

    @Override
    public List<AssessmentSummary> assessmentsOfCandidate(String organizationId, String candidateId) {
        return List.of();
    }
}
