package app.assessment.application.port.in.grading;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.out.submission.SubmissionRepository;
import app.assessment.domain.submission.Submission;
import java.math.BigDecimal;

/** Manual grading (issue 43): the queue of answers awaiting a grader, and grading one. */
public interface GradingUseCases {

    /**
     * Professors see the submissions of assignments they made; administrators the organization's. Oldest first.
     *
     * @param formId when set, only that form's submissions
     */
    SubmissionRepository.PendingPage queue(Caller caller, String formId, PageRequest page);

    /** Grades one answer (or changes its grade): the submission as it is afterwards. 404 outside the caller's view. */
    Submission grade(Caller caller, String submissionId, String questionId, BigDecimal points, String comment);
}
