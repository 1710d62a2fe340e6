package app.assessment.application.contracts;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.port.out.assignment.AssignmentRepository;
import app.assessment.application.port.out.assignment.DraftRepository;
import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.assignment.AssignmentStatus;
import app.assessment.domain.form.ChosenOption;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code AssignmentRepository} as its port promises it, on whichever side a subclass gives. */
public abstract class AssignmentRepositoryContract extends RepositoryContract {

    @Override
    protected abstract AssignmentRepository assignments();

    protected abstract DraftRepository drafts();

    @Test
    void anAddedAssignment_isReadBackAsItWas_inItsOrganizationOnly() {
        Assignment assignment = storedAssignment();

        assertThat(inTransaction(() -> assignments().byId(world().organizationId(), assignment.id()))).contains(assignment);
        assertThat(inTransaction(() -> assignments().byId(unique("other-org"), assignment.id()))).isEmpty();
    }

    @Test
    void update_storesTheAssignmentsCurrentState() {
        Assignment cancelled = storedAssignment().cancel("The participant left the course", T0.plus(Duration.ofHours(1)));

        inTransaction(() -> assignments().update(cancelled));

        assertThat(inTransaction(() -> assignments().byId(world().organizationId(), cancelled.id()))).contains(cancelled);
    }

    @Test
    void completeIfActive_storesTheDomainsCompletion_once() {
        Assignment active = storedAssignment();
        Assignment completed = active.complete(T0.plus(Duration.ofMinutes(30)));

        assertThat(inTransaction(() -> assignments().completeIfActive(completed))).isTrue();
        assertThat(inTransaction(() -> assignments().completeIfActive(active.complete(T0.plus(Duration.ofMinutes(40)))))).isFalse();

        assertThat(inTransaction(() -> assignments().byId(world().organizationId(), active.id()))).contains(completed);
    }

    @Test
    void completeIfActive_refusesACancelledAssignment_andLeavesIt() {
        Assignment active = storedAssignment();
        Assignment cancelled = active.cancel("The participant left the course", T0.plus(Duration.ofHours(1)));
        inTransaction(() -> assignments().update(cancelled));

        assertThat(inTransaction(() -> assignments().completeIfActive(active.complete(T0.plus(Duration.ofHours(2)))))).isFalse();

        assertThat(inTransaction(() -> assignments().byId(world().organizationId(), active.id())))
                .get().extracting(Assignment::status).isEqualTo(AssignmentStatus.CANCELLED);
    }

    @Test
    void aCompletion_takesTheDraftWithIt() {
        Assignment active = storedAssignment();
        inTransaction(() -> drafts().save(active.id(), List.of(new ChosenOption("q1", "o1")), T0));
        assertThat(inTransaction(() -> drafts().load(active.id()))).isPresent();

        inTransaction(() -> assignments().completeIfActive(active.complete(T0.plus(Duration.ofMinutes(30)))));

        assertThat(inTransaction(() -> drafts().load(active.id()))).isEmpty();
    }
}
