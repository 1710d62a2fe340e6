package app.assessment.application.fakes;

import app.assessment.application.port.out.submission.SubmissionRepository;
import app.assessment.domain.submission.Submission;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Submissions by id, and who owns which form; {@link #page} keeps the filter it was asked with. */
public final class InMemorySubmissions implements SubmissionRepository {

    public final Map<String, Submission> byId = new LinkedHashMap<>();
    /** Form id to the id of the user who created it. */
    public final Map<String, String> formOwners = new HashMap<>();
    /** Every filter {@link #page} was called with. */
    public final List<Filter> filters = new ArrayList<>();

    public Submission put(Submission submission) {
        byId.put(submission.id(), submission);
        return submission;
    }

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
        return byId.values().stream().filter(s -> s.assignmentId().equals(assignmentId))
                .sorted(java.util.Comparator.comparingInt(Submission::attemptNumber))
                .map(s -> new CompletedAttempt(s.attemptNumber(), s.score().total(), s.score().max(), s.completedAt(), s.id())).toList();
    }

    @Override
    public void markCounted(String assignmentId, java.util.Set<Integer> attemptNumbers) {
        counted.put(assignmentId, java.util.Set.copyOf(attemptNumbers));
    }

    @Override
    public void add(Submission submission) {
        put(submission);
    }

    @Override
    public Optional<Submission> byId(String organizationId, String id) {
        return Optional.ofNullable(byId.get(id)).filter(s -> s.organizationId().equals(organizationId));
    }

    @Override
    public Optional<Submission> lockById(String organizationId, String id) {
        return byId(organizationId, id);
    }

    @Override
    public List<Submission> lockAllOfForm(String organizationId, String formId) {
        return byId.values().stream().filter(s -> s.organizationId().equals(organizationId) && s.formId().equals(formId)).toList();
    }

    @Override
    public void update(Submission submission) {
        put(submission);
    }

    @Override
    public PendingPage pendingGrading(String organizationId, String assignedBy, String formId, int offset, int limit) {
        List<Pending> all = byId.values().stream()
                .filter(s -> s.organizationId().equals(organizationId) && s.pendingGrading())
                .filter(s -> formId == null || formId.equals(s.formId()))
                .filter(s -> assignedBy == null || assignedBy.equals(s.assignedById()))
                .flatMap(s -> s.answers().stream().filter(a -> a.awaitsGrading()).map(a -> new Pending(s, a))).toList();
        return new PendingPage(all.stream().skip(offset).limit(limit).toList(), all.size());
    }

    @Override
    public boolean formOwnedBy(String formId, String userId) {
        return userId.equals(formOwners.get(formId));
    }

    @Override
    public Page page(Filter filter, int offset, int limit) {
        filters.add(filter);
        List<Submission> items = byId.values().stream()
                .filter(s -> s.organizationId().equals(filter.organizationId()))
                .filter(s -> filter.visibleTo() == null || filter.visibleTo().equals(s.assignedById())
                        || formOwnedBy(s.formId(), filter.visibleTo()))
                .filter(s -> filter.studentId() == null || s.participant().studentId().filter(filter.studentId()::equals).isPresent())
                .toList();
        return new Page(items.stream().skip(offset).limit(limit).toList(), java.util.Map.of(), items.size());
    }
}
