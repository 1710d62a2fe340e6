package app.assessment.application.fakes;

import app.assessment.application.port.out.attempt.AttemptInstanceStore;
import app.assessment.domain.attempt.Attempt;
import app.assessment.domain.form.AttemptInstance;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Instances by attempt id, kept beside the in-memory attempts as {@code attempts.instance} is. */
public final class InMemoryAttemptInstances implements AttemptInstanceStore {

    private final Map<String, AttemptInstance> byAttempt = new HashMap<>();
    private final InMemoryAttempts attempts;

    public InMemoryAttemptInstances(InMemoryAttempts attempts) {
        this.attempts = attempts;
    }

    @Override
    public void store(String attemptId, AttemptInstance instance) {
        byAttempt.put(attemptId, instance);
    }

    @Override
    public Optional<AttemptInstance> of(String attemptId) {
        return Optional.ofNullable(byAttempt.get(attemptId));
    }

    @Override
    public Optional<AttemptInstance> latestOf(String assignmentId) {
        List<AttemptInstance> all = allOf(assignmentId);
        return all.isEmpty() ? Optional.empty() : Optional.of(all.get(all.size() - 1));
    }

    @Override
    public List<AttemptInstance> allOf(String assignmentId) {
        return attempts.byId.values().stream().filter(a -> a.assignmentId().equals(assignmentId) && byAttempt.containsKey(a.id()))
                .sorted(Comparator.comparingInt(Attempt::number)).map(a -> byAttempt.get(a.id())).toList();
    }

    @Override
    public Map<AttemptRef, AttemptInstance> byAttempt(Collection<String> assignmentIds) {
        Map<AttemptRef, AttemptInstance> found = new HashMap<>();
        attempts.byId.values().stream().filter(a -> assignmentIds.contains(a.assignmentId()) && byAttempt.containsKey(a.id()))
                .forEach(a -> found.put(new AttemptRef(a.assignmentId(), a.number()), byAttempt.get(a.id())));
        return found;
    }
}
