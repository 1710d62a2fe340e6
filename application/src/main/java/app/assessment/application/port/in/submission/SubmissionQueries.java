package app.assessment.application.port.in.submission;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.out.submission.SubmissionRepository;
import app.assessment.domain.submission.Submission;
import java.time.Instant;

/**
 * Reading submissions. Administrators see all of their organization's; a PROFESSOR those of
 * assignments they made or of forms they own.
 */
public interface SubmissionQueries {

    SubmissionRepository.Page list(Caller caller, Query query);

    Submission get(Caller caller, String id);

    record Query(PageRequest page, String formId, String studentId, String search, Instant from, Instant to) {
    }
}
