package app.assessment.application.port.in.accommodation;

import app.assessment.application.port.in.Caller;

public interface GetAssignmentAccommodationUseCase {

    /** 404 when the assignment is absent, another organization's, or not the caller's to see. */
    EffectiveAccommodation get(Caller caller, String assignmentId);
}
