package app.assessment.application.fakes;

import app.assessment.application.port.out.payment.ReconciliationQueue;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** Keeps the charges whose reconciliation was started; nothing is ever due. */
public final class RecordingReconciliationQueue implements ReconciliationQueue {

    public final List<String> started = new ArrayList<>();

    @Override
    public List<Due> due(Instant now, int limit) {
        return List.of();
    }

    @Override
    public void start(String chargeId, Instant firstAt, Instant pollUntil) {
        started.add(chargeId);
    }

    @Override
    public void answered(String assignmentId, Instant now, Instant nextAt) {
    }

    @Override
    public void askAgainAt(String assignmentId, Instant at) {
    }
}
