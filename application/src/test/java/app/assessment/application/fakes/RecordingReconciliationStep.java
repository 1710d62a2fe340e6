package app.assessment.application.fakes;

import app.assessment.application.port.out.payment.ReconciliationQueue.Due;
import app.assessment.application.service.payment.ReconciliationStep;
import java.time.Instant;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One charge of a reconciliation run without the provider: the assignments in {@link #changing}
 * change, those in {@link #failing} throw their failure; every call lands in the shared events.
 */
public final class RecordingReconciliationStep extends ReconciliationStep {

    public final Set<String> changing = new HashSet<>();
    public final Map<String, RuntimeException> failing = new HashMap<>();
    private final List<String> events;

    public RecordingReconciliationStep(List<String> events) {
        super(null, null);
        this.events = events;
    }

    @Override
    public boolean sync(Due due, Instant now) {
        events.add("sync " + due.assignmentId() + " at " + now);
        RuntimeException failure = failing.get(due.assignmentId());
        if (failure != null) {
            throw failure;
        }
        return changing.contains(due.assignmentId());
    }
}
