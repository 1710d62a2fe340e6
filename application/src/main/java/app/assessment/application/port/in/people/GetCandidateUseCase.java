package app.assessment.application.port.in.people;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.out.people.AssessmentSummary;
import app.assessment.domain.people.Candidate;
import java.util.List;

public interface GetCandidateUseCase {

    /** A candidate of the caller's organization with their assessments; 404 when absent or removed. */
    CandidateProfile get(Caller caller, String id);

    record CandidateProfile(Candidate candidate, List<AssessmentSummary> assessments) {
        public CandidateProfile {
            assessments = List.copyOf(assessments);
        }
    }
}
