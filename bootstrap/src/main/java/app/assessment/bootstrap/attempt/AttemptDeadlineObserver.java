package app.assessment.bootstrap.attempt;

import app.assessment.application.port.out.attempt.AccommodationChanged;
import app.assessment.application.service.attempt.AttemptDeadlines;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

/** Moves open deadlines when an accommodation changes; synchronous, so in the writing transaction. */
@ApplicationScoped
public class AttemptDeadlineObserver {

    private final AttemptDeadlines deadlines;

    public AttemptDeadlineObserver(AttemptDeadlines deadlines) {
        this.deadlines = deadlines;
    }

    void onChange(@Observes AccommodationChanged change) {
        deadlines.follow(change);
    }
}
