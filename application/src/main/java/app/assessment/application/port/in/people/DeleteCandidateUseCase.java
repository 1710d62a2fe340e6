package app.assessment.application.port.in.people;

import app.assessment.application.port.in.Caller;

public interface DeleteCandidateUseCase {

    /** ADMIN, SUPER_ADMIN: the candidate disappears from reads; its row stays for the assessments that name it. */
    void delete(Caller caller, String id);
}
