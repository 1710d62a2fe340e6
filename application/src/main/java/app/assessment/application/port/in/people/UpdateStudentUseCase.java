package app.assessment.application.port.in.people;

import app.assessment.application.port.in.Caller;
import app.assessment.domain.people.Student;

public interface UpdateStudentUseCase {

    /** Applies the sent fields (see {@link StudentData}); 404 when absent, deleted or another organization's. */
    Student update(Caller caller, String id, StudentData changes);
}
