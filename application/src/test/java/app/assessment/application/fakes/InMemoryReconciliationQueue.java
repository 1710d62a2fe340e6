package app.assessment.application.fakes;

import app.assessment.application.port.out.payment.ReconciliationQueue;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Charges due in the order a test queues them, at most {@code limit} a read; keeps the limits asked
 * with and when each assignment is to be asked again. {@link #events} is shared with the other
 * reconciliation fakes, so a test sees what happened in which order.
 */
public final class InMemoryReconciliationQueue implements ReconciliationQueue {

    public final List<Due> queued = new ArrayList<>();
    public final List<Integer> limits = new ArrayList<>();
    public final Map<String, Instant> askAgain = new LinkedHashMap<>();
    public final List<String> events;

    public InMemoryReconciliationQueue(List<String> events) {
        this.events = events;
    }

    @Override
    public List<Due> due(Instant now, int limit) {
        events.add("due at " + now);
        limits.add(limit);
        return queued.stream().limit(limit).toList();
    }

    @Override
    public void start(String chargeId, Instant firstAt, Instant pollUntil) {
        throw new UnsupportedOperationException("not the reconciliation's");
    }

    @Override
    public void answered(String assignmentId, Instant now, Instant nextAt) {
        throw new UnsupportedOperationException("the step's, not the run's");
    }

    @Override
    public void askAgainAt(String assignmentId, Instant at) {
        askAgain.put(assignmentId, at);
    }
}
