package app.assessment.application.port.out.payment;

import java.time.Instant;
import java.util.List;

/**
 * Which pending provider charges the reconciliation asks about, and when. Only the current,
 * pending charge linked to the provider is ever due; every write here is about that charge.
 */
public interface ReconciliationQueue {

    /**
     * Charges due at {@code now} and still within their polling window: never asked first, then
     * the longest unasked; at most {@code limit}.
     */
    List<Due> due(Instant now, int limit);

    /** A new provider charge: first asked at {@code firstAt}, never after {@code pollUntil}. */
    void start(String chargeId, Instant firstAt, Instant pollUntil);

    /** The provider answered about the assignment's charge at {@code now}; ask again at {@code nextAt}. */
    void answered(String assignmentId, Instant now, Instant nextAt);

    /** Ask about the assignment's charge again at {@code at} (a failure, or an event that asks for it), answers not counted. */
    void askAgainAt(String assignmentId, Instant at);

    /** @param answers how often the provider answered about this charge so far */
    record Due(String assignmentId, int answers) {
    }
}
