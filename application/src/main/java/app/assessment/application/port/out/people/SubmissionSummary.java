package app.assessment.application.port.out.people;

import java.math.BigDecimal;
import java.time.Instant;

/** One submission in a student's history, in the spec's submission-record words. */
public record SubmissionSummary(String id, String formId, String formTitle, BigDecimal totalScore, BigDecimal maxScore,
                                boolean completed, Instant createdAt) {
}
