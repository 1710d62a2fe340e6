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

    @Override
    public void add(Submission submission) {
        put(submission);
    }

    @Override
    public Optional<Submission> byId(String organizationId, String id) {
        return Optional.ofNullable(byId.get(id)).filter(s -> s.organizationId().equals(organizationId));
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
