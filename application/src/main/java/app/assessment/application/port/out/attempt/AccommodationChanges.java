package app.assessment.application.port.out.attempt;

/**
 * Announces {@link AccommodationChanged} to whoever moves open deadlines. The application may not
 * touch {@code jakarta.enterprise.event} (architecture rule), so the CDI event is fired by the
 * implementation (bootstrap's {@code CdiAccommodationChanges}), synchronously, so observers run
 * inside the writing transaction.
 */
public interface AccommodationChanges {

    void announce(AccommodationChanged change);
}
