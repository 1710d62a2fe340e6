package app.assessment.application.service.submission;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.submission.SubmissionQueries;
import app.assessment.application.port.out.submission.SubmissionRepository;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.shared.SearchText;
import app.assessment.domain.submission.Submission;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;

@ApplicationScoped
public class SubmissionQueryService implements SubmissionQueries {

    private final SubmissionRepository submissions;

    public SubmissionQueryService(SubmissionRepository submissions) {
        this.submissions = submissions;
    }

    @Override
    @Transactional
    public SubmissionRepository.Page list(Caller caller, Query query) {
        String search = query.search() == null || query.search().isBlank() ? null : SearchText.pattern(query.search());
        if (query.from() != null && query.to() != null && query.from().isAfter(query.to())) {
            throw DomainException.invalid("from: must not be after to");
        }
        return submissions.page(new SubmissionRepository.Filter(caller.organizationId(), caller.isAdmin() ? null : caller.userId(),
                query.formId(), query.studentId(), search, query.from(), query.to()), query.page().offset(), query.page().size());
    }

    @Override
    @Transactional
    public Submission get(Caller caller, String id) {
        return submissions.byId(caller.organizationId(), id)
                .filter(s -> caller.isAdmin() || visibleTo(caller, s))
                .orElseThrow(() -> DomainException.notFound("Submission"));
    }

    private boolean visibleTo(Caller caller, Submission submission) {
        return caller.userId().equals(submission.assignedById())
                || submissions.formOwnedBy(submission.formId(), caller.userId());
    }
}
