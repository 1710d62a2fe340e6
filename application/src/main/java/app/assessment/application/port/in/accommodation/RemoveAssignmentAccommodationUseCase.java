package app.assessment.application.port.in.accommodation;

import app.assessment.application.port.in.Caller;

public interface RemoveAssignmentAccommodationUseCase {

    /** Removes the assignment's own accommodation (the participant's applies again); idempotent; 404 as for reading it. */
    EffectiveAccommodation remove(Caller caller, String assignmentId);
}
