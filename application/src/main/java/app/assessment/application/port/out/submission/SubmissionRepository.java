package app.assessment.application.port.out.submission;

import app.assessment.domain.attempt.GradingPolicy;
import java.math.BigDecimal;
import java.util.Set;
import app.assessment.domain.form.AnswerSnapshot;
import app.assessment.domain.submission.Submission;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

public interface SubmissionRepository {

    /** Stores the submission; a second one for the same assignment is a 409 ASSIGNMENT_COMPLETED. */
    void add(Submission submission);

    /** The assignment's completed attempts, by attempt number (each is a submission). */
    List<CompletedAttempt> attemptsOf(String assignmentId);

    /** As {@link #attemptsOf(String)} for many assignments in one statement; an assignment without any is absent. */
    Map<String, List<CompletedAttempt>> attemptsOf(Collection<String> assignmentIds);

    /** Marks which of the assignment's attempts make its score under its grading policy, and the others not. */
    void markCounted(String assignmentId, Set<Integer> attemptNumbers);

    record CompletedAttempt(int attemptNumber, BigDecimal total, BigDecimal max, Instant completedAt, String submissionId) {
        public GradingPolicy.Scored scored() {
            return new GradingPolicy.Scored(attemptNumber, total, max);
        }
    }

    /** With its answers. */
    Optional<Submission> byId(String organizationId, String id);

    /** With its answers, locked until the transaction ends: grades and regrades of one submission run one at a time. */
    Optional<Submission> lockById(String organizationId, String id);

    /** Every submission of a form with its answers, locked, oldest first (regrade). */
    List<Submission> lockAllOfForm(String organizationId, String formId);

    /** Writes a graded or regraded submission's answers, score and whether a grade is pending. */
    void update(Submission submission);

    /**
     * Answers awaiting a grader, oldest submission first, then in answer order.
     *
     * @param assignedBy when set, only submissions of assignments this user made
     * @param formId when set, only submissions of this form
     */
    PendingPage pendingGrading(String organizationId, String assignedBy, String formId, int offset, int limit);

    record Pending(Submission submission, AnswerSnapshot answer) {
    }

    record PendingPage(List<Pending> items, long total) {
        public PendingPage {
            items = List.copyOf(items);
        }
    }

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
