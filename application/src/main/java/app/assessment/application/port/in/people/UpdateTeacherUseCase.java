package app.assessment.application.port.in.people;

import app.assessment.application.port.in.Caller;
import app.assessment.domain.people.Teacher;

public interface UpdateTeacherUseCase {

    /** Applies the sent fields (see {@link TeacherData}); 404 when absent, removed or another organization's. */
    Teacher update(Caller caller, String id, TeacherData changes);
}
