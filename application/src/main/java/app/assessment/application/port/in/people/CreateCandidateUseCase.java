package app.assessment.application.port.in.people;

import app.assessment.application.port.in.Caller;
import app.assessment.domain.people.Candidate;

public interface CreateCandidateUseCase {

    /** A candidate of the caller's organization; 409 {@code DUPLICATE_EMAIL} when one has the e-mail. */
    Candidate create(Caller caller, CandidateData data);
}
