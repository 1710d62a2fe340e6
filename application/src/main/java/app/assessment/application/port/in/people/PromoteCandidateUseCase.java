package app.assessment.application.port.in.people;

import app.assessment.application.port.in.Caller;

public interface PromoteCandidateUseCase {

    /**
     * ADMIN, SUPER_ADMIN: creates an active student with the candidate's name, e-mail and phone
     * and marks the candidate {@code PROMOTED}, in one transaction. The candidate stays, so its
     * assessments remain readable from it and from the student. A second promotion is 409
     * {@code CANDIDATE_ALREADY_PROMOTED}.
     *
     * @return the new student's id
     */
    String promote(Caller caller, String id);
}
