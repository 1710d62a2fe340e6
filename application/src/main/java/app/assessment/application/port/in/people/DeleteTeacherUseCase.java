package app.assessment.application.port.in.people;

import app.assessment.application.port.in.Caller;

public interface DeleteTeacherUseCase {

    /**
     * ADMIN, SUPER_ADMIN: the teacher disappears from reads; the row stays for the assignments
     * that name it. A linked account keeps working, without its teacher profile.
     */
    void delete(Caller caller, String id);
}
