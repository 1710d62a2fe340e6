package app.assessment.application.port.in.people;

import app.assessment.application.port.in.Caller;

public interface DeleteStudentUseCase {

    /** Soft delete (ADMIN, SUPER_ADMIN): the row stays with {@code deletedAt}, reads answer 404. */
    void delete(Caller caller, String id);
}
