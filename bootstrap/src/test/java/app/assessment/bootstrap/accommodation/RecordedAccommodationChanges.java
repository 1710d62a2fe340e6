package app.assessment.bootstrap.accommodation;

import app.assessment.application.port.out.attempt.AccommodationChanged;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.transaction.Status;
import jakarta.transaction.SystemException;
import jakarta.transaction.TransactionManager;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** Observes {@link AccommodationChanged} as the attempt code will, noting whether it ran inside the writing transaction. */
@ApplicationScoped
public class RecordedAccommodationChanges {

    public record Seen(AccommodationChanged change, boolean inTransaction) {
    }

    private final List<Seen> seen = new CopyOnWriteArrayList<>();
    private final TransactionManager transactions;

    public RecordedAccommodationChanges(TransactionManager transactions) {
        this.transactions = transactions;
    }

    void on(@Observes AccommodationChanged change) throws SystemException {
        seen.add(new Seen(change, transactions.getStatus() == Status.STATUS_ACTIVE));
    }

    /** What was seen about one participant or assignment id, oldest first. */
    public List<Seen> about(String id) {
        return seen.stream().filter(s -> id.equals(s.change().assignmentId())
                || (s.change().participant() != null && id.equals(s.change().participant().id()))).toList();
    }
}
