package app.assessment.application.port.in.people;

import app.assessment.application.port.in.Caller;
import app.assessment.domain.people.Teacher;

public interface CreateTeacherUseCase {

    /** A teacher profile without a sign-in account; 409 {@code DUPLICATE_EMAIL} when one has the e-mail. */
    Teacher create(Caller caller, TeacherData data);
}
