package app.assessment.application.fakes;

import app.assessment.application.port.out.assignment.DraftRepository;
import app.assessment.application.port.out.assignment.TestLinkSubjects;
import app.assessment.application.port.out.submission.SubmissionRepository;
import app.assessment.domain.form.Answer;
import app.assessment.domain.submission.Submission;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the public test link reads and writes besides the assignment itself: the subject by token
 * (from {@link InMemoryAssignments}, with a charge status a test sets), drafts and submissions.
 */
public final class InMemoryTestLinks implements TestLinkSubjects, DraftRepository, SubmissionRepository {

    public static final String PARTICIPANT_NAME = "Ana Souza";

    private final InMemoryAssignments assignments;
    private final Map<String, PaymentDue> charges = new HashMap<>();
    public final Map<String, Draft> drafts;
    public final List<Submission> submissions = new ArrayList<>();
    /** The attempts the subjects read their open attempt from. */
    public final InMemoryAttempts attempts = new InMemoryAttempts();

    public InMemoryTestLinks(InMemoryAssignments assignments) {
        this.assignments = assignments;
        this.drafts = assignments.drafts;
    }

    /** Gives the assignment a current charge in {@code status} (a wire value: pending, paid, ...). */
    public void charge(String assignmentId, String status) {
        charges.put(assignmentId, new PaymentDue(status, new BigDecimal("49.90"), "https://pay.example/i/1", null, null));
    }

    @Override
    public Optional<Subject> byToken(String token) {
        return assignments.byId.values().stream().filter(a -> a.token().equals(token)).findFirst()
                .map(a -> new Subject(a, PARTICIPANT_NAME, Optional.ofNullable(charges.get(a.id())), "v1",
                        assignments.settings.get(a.id()), attempts.open(a.id())));
    }

    @Override
    public Optional<Subject> byAssignmentId(String assignmentId) {
        return Optional.ofNullable(assignments.byId.get(assignmentId)).flatMap(a -> byToken(a.token()));
    }

    /** The attempt numbers {@link #markCounted} was last given, by assignment id. */
    public final Map<String, java.util.Set<Integer>> counted = new HashMap<>();

    @Override
    public java.util.Map<String, java.util.List<CompletedAttempt>> attemptsOf(java.util.Collection<String> assignmentIds) {
        java.util.Map<String, java.util.List<CompletedAttempt>> all = new java.util.HashMap<>();
        assignmentIds.forEach(id -> {
            if (!attemptsOf(id).isEmpty()) {
                all.put(id, attemptsOf(id));
            }
        });
        return all;
    }

    @Override
    public java.util.List<CompletedAttempt> attemptsOf(String assignmentId) {
        return submissions.stream().filter(s -> s.assignmentId().equals(assignmentId))
                .sorted(java.util.Comparator.comparingInt(Submission::attemptNumber))
                .map(s -> new CompletedAttempt(s.attemptNumber(), s.score().total(), s.score().max(), s.completedAt(), s.id())).toList();
    }

    @Override
    public void markCounted(String assignmentId, java.util.Set<Integer> attemptNumbers) {
        counted.put(assignmentId, java.util.Set.copyOf(attemptNumbers));
    }

    @Override
    public void save(String assignmentId, List<Answer> answers, Instant at) {
        drafts.put(assignmentId, new Draft(List.copyOf(answers), at));
    }

    @Override
    public Optional<Draft> load(String assignmentId) {
        return Optional.ofNullable(drafts.get(assignmentId));
    }

    @Override
    public void add(Submission submission) {
        submissions.add(submission);
    }

    @Override
    public Optional<Submission> byId(String organizationId, String id) {
        return submissions.stream().filter(s -> s.id().equals(id) && s.organizationId().equals(organizationId)).findFirst();
    }

    @Override
    public boolean formOwnedBy(String formId, String userId) {
        throw new UnsupportedOperationException("not needed yet");
    }

    @Override
    public Page page(Filter filter, int offset, int limit) {
        throw new UnsupportedOperationException("not needed yet");
    }

    @Override
    public Optional<Submission> lockById(String organizationId, String id) {
        return byId(organizationId, id);
    }

    @Override
    public java.util.List<Submission> lockAllOfForm(String organizationId, String formId) {
        throw new UnsupportedOperationException("not needed yet");
    }

    @Override
    public void update(Submission submission) {
        throw new UnsupportedOperationException("not needed yet");
    }

    @Override
    public PendingPage pendingGrading(String organizationId, String assignedBy, String formId, int offset, int limit) {
        throw new UnsupportedOperationException("not needed yet");
    }
}
