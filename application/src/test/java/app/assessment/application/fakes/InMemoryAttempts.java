package app.assessment.application.fakes;

import app.assessment.application.port.out.attempt.AttemptRepository;
import app.assessment.domain.assignment.Participant;
import app.assessment.domain.attempt.Attempt;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Attempts by id, with the storage's rule of one open attempt per assignment. */
public final class InMemoryAttempts implements AttemptRepository {

    public final Map<String, Attempt> byId = new LinkedHashMap<>();

    @Override
    public Optional<Attempt> open(String assignmentId) {
        return byId.values().stream().filter(a -> a.assignmentId().equals(assignmentId) && a.isOpen()).findFirst();
    }

    @Override
    public boolean addIfNoneOpen(Attempt attempt) {
        boolean clash = byId.values().stream().anyMatch(a -> a.assignmentId().equals(attempt.assignmentId())
                && (a.isOpen() || a.number() == attempt.number()));
        if (clash) {
            return false;
        }
        byId.put(attempt.id(), attempt);
        return true;
    }

    @Override
    public boolean completeIfOpen(Attempt completed) {
        Attempt stored = byId.get(completed.id());
        if (stored == null || !stored.isOpen()) {
            return false;
        }
        byId.put(completed.id(), completed);
        return true;
    }

    @Override
    public void discard(Attempt attempt) {
        byId.computeIfPresent(attempt.id(), (id, a) -> a.isOpen() ? null : a);
    }

    @Override
    public void moveDeadline(Attempt attempt) {
        byId.computeIfPresent(attempt.id(), (id, a) -> a.isOpen() ? attempt : a);
    }

    @Override
    public List<Attempt> claimDue(Instant now, int limit) {
        return byId.values().stream().filter(a -> a.overdueAt(now)).sorted(Comparator.comparing(Attempt::closesAt)).limit(limit)
                .toList();
    }

    @Override
    public List<Attempt> openOf(String organizationId, Participant participant) {
        return new ArrayList<>(byId.values().stream().filter(Attempt::isOpen).filter(a -> a.organizationId().equals(organizationId))
                .toList());
    }
}
