package app.assessment.application.port.in.people;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.in.ResultPage;
import app.assessment.domain.people.Candidate;
import app.assessment.domain.people.CandidateStatus;

public interface ListCandidatesUseCase {

    /** The caller's organization's candidates in name order, removed ones left out; {@code status} null means any. */
    ResultPage<Candidate> list(Caller caller, PeopleSearch search, CandidateStatus status, PageRequest page);
}
