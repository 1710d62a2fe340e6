package app.assessment.application.port.out.people;

import app.assessment.domain.assignment.AssignmentStatus;
import java.math.BigDecimal;
import java.time.Instant;

/**
 * One test assigned to a candidate, with its result once submitted ({@code submissionId} and
 * the scores are null before that). {@code formTitle} is the submission's once submitted, so a
 * later rename of the form does not change what the result was taken under.
 */
public record AssessmentSummary(String assignmentId, String formId, String formTitle, AssignmentStatus status,
                                String submissionId, BigDecimal totalScore, BigDecimal maxScore, Instant assignedAt) {
}
