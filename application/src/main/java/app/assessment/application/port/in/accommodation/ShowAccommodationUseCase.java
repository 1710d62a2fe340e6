package app.assessment.application.port.in.accommodation;

import app.assessment.application.port.in.Caller;
import app.assessment.domain.assignment.Participant;
import app.assessment.domain.attempt.Accommodation;
import java.util.Optional;

public interface ShowAccommodationUseCase {

    /**
     * The accommodation of a student or candidate the caller has just read, as the caller may
     * see it: with its reason for administrators only. Empty when the person has none.
     */
    Optional<Accommodation> of(Caller caller, Participant participant);
}
