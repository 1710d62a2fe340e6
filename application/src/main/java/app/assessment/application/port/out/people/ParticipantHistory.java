package app.assessment.application.port.out.people;

import java.util.List;

/**
 * What a student or candidate has been assessed on, newest first. Assignments and submissions
 * are read where they are stored; people never copy them, so promoting a candidate moves
 * nothing: a student's history also holds what they did as the candidate promoted to them.
 */
public interface ParticipantHistory {

    List<SubmissionSummary> submissionsOfStudent(String organizationId, String studentId);

    List<AssessmentSummary> assessmentsOfCandidate(String organizationId, String candidateId);
}
