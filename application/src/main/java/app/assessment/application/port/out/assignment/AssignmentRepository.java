package app.assessment.application.port.out.assignment;

import app.assessment.domain.assignment.Assignment;
import java.util.List;
import java.util.Optional;

public interface AssignmentRepository {

    void add(Assignment assignment);

    /** Writes the assignment's current state (cancel, reactivate). */
    void update(Assignment assignment);

    Optional<Assignment> byId(String organizationId, String id);

    /**
     * Stores what {@link Assignment#complete} decided, only while the stored assignment is still
     * ACTIVE, in one conditional statement: of concurrent submits exactly one gets {@code true}.
     * Its draft goes with it. The domain decides; the condition only re-checks, against the row,
     * the state the domain saw, because another submit may have completed it since it was read.
     */
    boolean completeIfActive(Assignment completed);

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
