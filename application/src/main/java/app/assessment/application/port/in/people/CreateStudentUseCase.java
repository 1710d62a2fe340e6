package app.assessment.application.port.in.people;

import app.assessment.application.port.in.Caller;
import app.assessment.domain.people.Student;

public interface CreateStudentUseCase {

    /** A student of the caller's organization; 409 {@code DUPLICATE_EMAIL} when a live student has the e-mail. */
    Student create(Caller caller, StudentData data);
}
