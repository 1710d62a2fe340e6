package app.assessment.bootstrap.attempt;

import app.assessment.application.port.out.attempt.AccommodationChanged;
import app.assessment.application.port.out.attempt.AccommodationChanges;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;

/**
 * Fires {@link AccommodationChanged} as a synchronous CDI event: observers run on the caller's
 * thread, inside its transaction, so a failing observer rolls the accommodation write back and a
 * rolled-back write moves no deadline.
 */
@ApplicationScoped
public class CdiAccommodationChanges implements AccommodationChanges {

    private final Event<AccommodationChanged> event;

    public CdiAccommodationChanges(Event<AccommodationChanged> event) {
        this.event = event;
    }

    @Override
    public void announce(AccommodationChanged change) {
        event.fire(change);
    }
}
