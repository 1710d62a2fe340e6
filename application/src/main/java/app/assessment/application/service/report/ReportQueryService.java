package app.assessment.application.service.report;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.report.ReportQueries;
import app.assessment.application.port.in.submission.SubmissionQueries;
import app.assessment.application.port.out.report.ReportNames;
import app.assessment.application.port.out.submission.SubmissionRepository;
import app.assessment.domain.submission.Submission;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.control.ActivateRequestContext;
import jakarta.transaction.Transactional;
import java.util.Map;

/**
 * Reports read submissions through {@link SubmissionQueries}, so who may see which submission is
 * decided in one place. A list page's assigner names come with its rows (one statement); a
 * report adds its organization's and assigner's names in one read.
 */
@ApplicationScoped
public class ReportQueryService implements ReportQueries {

    private final SubmissionQueries submissions;
    private final ReportNames names;

    public ReportQueryService(SubmissionQueries submissions, ReportNames names) {
        this.submissions = submissions;
        this.names = names;
    }

    /** A read outside any transaction (ADR 0007): nothing to flush, no COMMIT round trip. */
    @Override
    @ActivateRequestContext
    public Page list(Caller caller, Query query) {
        SubmissionRepository.Page page = submissions.list(caller,
                new SubmissionQueries.Query(query.page(), null, null, query.search(), query.from(), query.to()));
        Map<String, String> assigners = page.assignerNames();
        return new Page(page.items().stream().map(s -> new Row(s, assigners.get(s.assignedById()))).toList(), page.total(), page.totalCapped());
    }

    @Override
    @Transactional
    public Report get(Caller caller, String submissionId) {
        Submission submission = submissions.get(caller, submissionId);
        ReportNames.Heading heading = names.heading(submission.organizationId(), submission.assignedById());
        return new Report(submission, heading.organizationName(), heading.assignedByName());
    }
}
