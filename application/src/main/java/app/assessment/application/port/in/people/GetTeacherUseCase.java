package app.assessment.application.port.in.people;

import app.assessment.application.port.in.Caller;
import app.assessment.domain.people.Teacher;

public interface GetTeacherUseCase {

    /** A teacher of the caller's organization; 404 when absent or removed. */
    Teacher get(Caller caller, String id);
}
