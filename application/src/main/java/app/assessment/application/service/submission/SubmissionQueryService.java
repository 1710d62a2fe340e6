package app.assessment.application.service.submission;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.submission.SubmissionQueries;
import app.assessment.application.port.out.submission.SubmissionRepository;
import app.assessment.application.service.user.StudentScope;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.shared.SearchText;
import app.assessment.domain.submission.Submission;
import app.assessment.domain.user.Permissions;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.control.ActivateRequestContext;
import jakarta.transaction.Transactional;
import java.util.Optional;

@ApplicationScoped
public class SubmissionQueryService implements SubmissionQueries {

    private final SubmissionRepository submissions;
    private final StudentScope studentScope;

    public SubmissionQueryService(SubmissionRepository submissions, StudentScope studentScope) {
        this.submissions = submissions;
        this.studentScope = studentScope;
    }

    /**
     * A read-only list outside any transaction (ADR 0007): no BEGIN/COMMIT round trip, nothing to
     * flush. Its page and total may read two snapshots a moment apart.
     */
    @Override
    @ActivateRequestContext
    public SubmissionRepository.Page list(Caller caller, Query query) {
        String search = query.search() == null || query.search().isBlank() ? null : SearchText.pattern(query.search());
        if (query.from() != null && query.to() != null && query.from().isAfter(query.to())) {
            throw DomainException.invalid("from", "must not be after to");
        }
        Optional<String> student = studentScope.participantOf(caller);
        return submissions.page(new SubmissionRepository.Filter(caller.organizationId(),
                student.isPresent() ? null : Permissions.narrowedTo(caller.role(), caller.userId()), query.formId(),
                student.orElse(query.studentId()), search, query.from(), query.to()), query.page().offset(), query.page().size());
    }

    @Override
    @Transactional
    public Submission get(Caller caller, String id) {
        Optional<String> student = studentScope.participantOf(caller);
        return submissions.byId(caller.organizationId(), id)
                .filter(s -> student.map(linked -> Permissions.studentSees(linked, s.participant()))
                        .orElseGet(() -> Permissions.canSeeSubmission(caller.role(), caller.userId(), s.assignedById(),
                                () -> submissions.formOwnedBy(s.formId(), caller.userId()))))
                .orElseThrow(() -> DomainException.notFound("Submission"));
    }
}
