package app.assessment.application.port.out.submission;

import app.assessment.domain.submission.Submission;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

public interface SubmissionRepository {

    /** Stores the submission; a second one for the same assignment is a 409 ASSIGNMENT_COMPLETED. */
    void add(Submission submission);

    /** With its answers. */
    Optional<Submission> byId(String organizationId, String id);

    /** Whether the user created the form (professors see submissions of their forms). */
    boolean formOwnedBy(String formId, String userId);

    /** Without answers: list pages never load them. The assigning users' names come with the page's rows. */
    Page page(Filter filter, int offset, int limit);

    /**
     * @param visibleTo when set, only submissions of assignments this user made or of forms they own
     * @param searchPattern LIKE pattern over the normalised participant name and form title
     */
    record Filter(String organizationId, String visibleTo, String formId, String studentId, String searchPattern,
                  Instant from, Instant to) {
    }

    /**
     * @param assignerNames the current name of each assigning user of the page's rows, by id, read by
     *     the page's own statement (a user not found is absent)
     * @param totalCapped a search matched more than SearchTotals.EXACT_UP_TO, which {@code total} then is
     */
    record Page(List<Submission> items, Map<String, String> assignerNames, long total, boolean totalCapped) {

        /** An exact total. */
        public Page(List<Submission> items, Map<String, String> assignerNames, long total) {
            this(items, assignerNames, total, false);
        }

        public Page {
            items = List.copyOf(items);
            assignerNames = Map.copyOf(assignerNames);
        }
    }
}
