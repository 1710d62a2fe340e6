package app.assessment.application.port.out.people;

import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.in.ResultPage;
import app.assessment.application.port.in.people.PeopleSearch;
import app.assessment.domain.people.Candidate;
import app.assessment.domain.people.CandidateStatus;
import java.util.Optional;

/** Candidates, always within one organization; a duplicate e-mail fails with {@code DUPLICATE_EMAIL}. */
public interface CandidateRepository extends ImportablePeople<Candidate> {

    void add(Candidate candidate);

    void update(Candidate candidate);

    /** Empty when absent, removed, or of another organization. */
    Optional<Candidate> byId(String organizationId, String id);

    /** As {@link #byId}, holding a write lock until the transaction ends, so two promotions cannot both pass. */
    Optional<Candidate> byIdForUpdate(String organizationId, String id);

    /** In name order, ignoring case and accents; {@code status} null means any. Two statements whatever the page size. */
    ResultPage<Candidate> list(String organizationId, PeopleSearch search, CandidateStatus status, PageRequest page);
}
