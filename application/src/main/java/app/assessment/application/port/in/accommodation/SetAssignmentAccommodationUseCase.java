package app.assessment.application.port.in.accommodation;

import app.assessment.application.port.in.Caller;

public interface SetAssignmentAccommodationUseCase {

    /** Sets the assignment's own accommodation (it wins over the participant's); 404 as for reading the assignment. */
    EffectiveAccommodation set(Caller caller, String assignmentId, AccommodationInput input);
}
