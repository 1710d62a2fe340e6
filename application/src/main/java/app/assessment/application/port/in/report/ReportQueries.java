package app.assessment.application.port.in.report;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.domain.submission.Submission;
import java.time.Instant;
import java.util.List;

/**
 * Reports of completed submissions, with the visibility of submissions: administrators see all of
 * their organization's, a PROFESSOR those of assignments they made or of forms they own; anything
 * else is 404.
 */
public interface ReportQueries {

    Page list(Caller caller, Query query);

    /** Everything a detailed report shows; 404 when the caller may not see the submission. */
    Report get(Caller caller, String submissionId);

    /** @param search participant name or form title, compared without accents or case */
    record Query(PageRequest page, String search, Instant from, Instant to) {
    }

    /** @param assignedByName nullable: the assigning user's name, when it is still known */
    record Row(Submission submission, String assignedByName) {
    }

    /** @param totalCapped the search matched more than SearchTotals.EXACT_UP_TO, which {@code total} then is */
    record Page(List<Row> items, long total, boolean totalCapped) {
        public Page {
            items = List.copyOf(items);
        }
    }

    /**
     * A submission (with its answers and the score ranges it was scored against) and the names
     * it is shown with.
     *
     * @param assignedByName nullable, as in {@link Row}
     */
    record Report(Submission submission, String organizationName, String assignedByName) {
    }
}
