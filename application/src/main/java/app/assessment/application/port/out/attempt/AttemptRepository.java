package app.assessment.application.port.out.attempt;

import app.assessment.domain.assignment.Participant;
import app.assessment.domain.attempt.Attempt;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Started attempts. At most one per assignment is open; the storage enforces it. */
public interface AttemptRepository {

    /** The assignment's open attempt, if any. */
    Optional<Attempt> open(String assignmentId);

    /**
     * Stores a new open attempt unless the assignment already has one (or that number), in which
     * case nothing is written and {@code false} returned: of concurrent starts exactly one wins.
     */
    boolean addIfNoneOpen(Attempt attempt);

    /** Stores the completion only while the attempt is still open: of a submit and the closing job exactly one wins. */
    boolean completeIfOpen(Attempt completed);

    /** Removes an open attempt that can no longer be completed (its assignment was cancelled, its form deleted). */
    void discard(Attempt attempt);

    /** Writes a moved deadline of an open attempt. */
    void moveDeadline(Attempt attempt);

    /**
     * Open attempts past their deadline and grace at {@code now}, oldest first, locked and skipped
     * by any other transaction that claims them meanwhile (another instance's closing run).
     */
    List<Attempt> claimDue(Instant now, int limit);

    /** Open attempts of a participant's assignments (their accommodation changed). */
    List<Attempt> openOf(String organizationId, Participant participant);
}
