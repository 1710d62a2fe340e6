package app.assessment.application.port.out.assignment;

import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.attempt.AttemptSettings;
import java.util.Collection;
import java.util.Map;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

public interface AssignmentRepository {

    void add(Assignment assignment);

    /** Writes the assignment's current state (cancel, reactivate). */
    void update(Assignment assignment);

    Optional<Assignment> byId(String organizationId, String id);

    /** Stores the assignment's attempt settings (nothing for the defaults). */
    void saveSettings(String assignmentId, AttemptSettings settings);

    /** The attempt settings of those of these assignments that have other than the defaults. */
    Map<String, AttemptSettings> settingsOf(Collection<String> assignmentIds);

    /**
     * Stores what {@link Assignment#complete} decided, only while the stored assignment is still
     * ACTIVE, in one conditional statement: of concurrent submits exactly one gets {@code true}.
     * Its draft goes with it. The domain decides; the condition only re-checks, against the row,
     * the state the domain saw, because another submit may have completed it since it was read.
     */
    boolean completeIfActive(Assignment completed);

    /**
     * A further attempt of an assignment already COMPLETED completed at {@code at}: its completion
     * time moves, and its draft (the attempt's) goes, as with {@link #completeIfActive}.
     */
    void completedAgain(String assignmentId, Instant at);

    Page page(Filter filter, int offset, int limit);

    /**
     * @param assignedById when set, only assignments this user made (a professor's view)
     * @param studentId when set, only assignments of this student (a student's view)
     */
    record Filter(String organizationId, String assignedById, String status, String formId, String studentId) {
    }

    record Page(List<Assignment> items, long total) {
    }
}
