package app.assessment.bootstrap.notification;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.TestTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Withdrawing an assignment's reminders (every submit does) finds them by the assignment, whatever
 * the number of notifications still to deliver (V31). With V21's index, which held 'scheduled'
 * rows only, the statement's {@code status in ('scheduled', 'queued')} could be served only by
 * the dispatcher's index of every row still to deliver, filtered on the assignment: a cost that
 * grew with the dispatcher's backlog on every submit.
 */
@QuarkusTest
class ReminderWithdrawalIndexTest {

    /** SqlNotificationOutbox's statement, its predicate as written there. */
    private static final String WITHDRAW = "update notifications set status = 'cancelled', skip_reason = 'assignment changed' "
            + "where assignment_id = 'a' and type = 'ASSIGNMENT_REMINDER' and status in ('scheduled', 'queued')";

    @Inject
    EntityManager em;

    @Test
    @TestTransaction
    void withdrawingReminders_findsThemByTheAssignment() {
        em.createNativeQuery("set local enable_seqscan = off").executeUpdate();

        @SuppressWarnings("unchecked")
        List<Object> lines = em.createNativeQuery("explain " + WITHDRAW).getResultList();
        String plan = lines.stream().map(String::valueOf).collect(Collectors.joining("\n"));

        assertThat(plan).contains("ix_notifications_assignment_pending").contains("Cond: ((assignment_id)::text = 'a'::text)")
                .doesNotContain("ix_notifications_due");
    }
}
