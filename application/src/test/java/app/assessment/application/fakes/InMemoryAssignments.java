package app.assessment.application.fakes;

import app.assessment.application.port.out.assignment.AssignmentRepository;
import app.assessment.application.port.out.assignment.DraftRepository.Draft;
import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.assignment.AssignmentStatus;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Assignments by id; {@link #completeIfActive} re-checks the stored status as the SQL statement
 * does, and takes the draft with the completion as it does ({@code AssignmentRepositoryContract}).
 */
public final class InMemoryAssignments implements AssignmentRepository {

    public final Map<String, Assignment> byId = new LinkedHashMap<>();
    /** Every assignment handed to {@link #completeIfActive}, stored or not. */
    public final List<Assignment> completions = new ArrayList<>();
    /** Ids another submit completes between this one's read and its write. */
    public final java.util.Set<String> completedMeanwhile = new java.util.HashSet<>();
    /** The drafts by assignment id, kept here because a completion deletes its draft; {@link InMemoryTestLinks} saves them. */
    public final Map<String, Draft> drafts = new java.util.HashMap<>();

    public Assignment put(Assignment assignment) {
        byId.put(assignment.id(), assignment);
        return assignment;
    }

    @Override
    public void add(Assignment assignment) {
        put(assignment);
    }

    @Override
    public void update(Assignment assignment) {
        put(assignment);
    }

    @Override
    public Optional<Assignment> byId(String organizationId, String id) {
        return Optional.ofNullable(byId.get(id)).filter(a -> a.organizationId().equals(organizationId));
    }

    @Override
    public boolean completeIfActive(Assignment completed) {
        completions.add(completed);
        if (completedMeanwhile.contains(completed.id()) || byId.get(completed.id()).status() != AssignmentStatus.ACTIVE) {
            return false;
        }
        put(completed);
        drafts.remove(completed.id());
        return true;
    }

    /** Attempt settings other than the defaults, by assignment id. */
    public final Map<String, app.assessment.domain.attempt.AttemptSettings> settings = new java.util.HashMap<>();

    @Override
    public void completedAgain(String assignmentId, java.time.Instant at) {
        Assignment a = byId.get(assignmentId);
        put(a.completeAttempt(at));
        drafts.remove(assignmentId);
    }

    @Override
    public void saveSettings(String assignmentId, app.assessment.domain.attempt.AttemptSettings attemptSettings) {
        if (!attemptSettings.sameAsDefaults()) {
            settings.put(assignmentId, attemptSettings);
        }
    }

    @Override
    public Map<String, app.assessment.domain.attempt.AttemptSettings> settingsOf(java.util.Collection<String> assignmentIds) {
        Map<String, app.assessment.domain.attempt.AttemptSettings> found = new java.util.HashMap<>();
        assignmentIds.stream().filter(settings::containsKey).forEach(id -> found.put(id, settings.get(id)));
        return found;
    }

    @Override
    public Page page(Filter filter, int offset, int limit) {
        throw new UnsupportedOperationException("not needed yet");
    }
}
