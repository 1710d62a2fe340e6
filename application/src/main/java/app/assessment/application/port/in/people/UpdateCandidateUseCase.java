package app.assessment.application.port.in.people;

import app.assessment.application.port.in.Caller;
import app.assessment.domain.people.Candidate;

public interface UpdateCandidateUseCase {

    /** Applies the sent fields (see {@link CandidateData}); 404 when absent, removed or another organization's. */
    Candidate update(Caller caller, String id, CandidateData changes);
}
