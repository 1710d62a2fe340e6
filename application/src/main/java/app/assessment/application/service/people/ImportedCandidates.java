package app.assessment.application.service.people;

import app.assessment.application.port.in.people.ImportPeopleUseCase;
import app.assessment.application.port.in.people.ImportPeopleUseCase.Row;
import app.assessment.application.port.out.people.CandidateRepository;
import app.assessment.domain.people.Candidate;
import app.assessment.domain.people.CandidateStatus;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Set;

/** Candidates as the import reads them; an absent status is {@code ACTIVE}, and {@code PROMOTED} stays promotion's. */
final class ImportedCandidates implements ImportedPeople<Candidate> {

    private final CandidateRepository candidates;

    ImportedCandidates(CandidateRepository candidates) {
        this.candidates = candidates;
    }

    @Override
    public String entity() {
        return "Candidate";
    }

    @Override
    public Set<String> fields() {
        return ImportPeopleUseCase.CANDIDATE_FIELDS;
    }

    @Override
    public String id(Candidate person) {
        return person.id();
    }

    @Override
    public String email(Candidate person) {
        return person.email();
    }

    @Override
    public String document(Candidate person) {
        return person.cpfCnpj();
    }

    @Override
    public Candidate create(String id, String organizationId, Row row, Instant now) {
        CandidateStatus status = row.cell("status") == null ? CandidateStatus.ACTIVE : CandidateStatus.fromWire(row.cell("status"));
        return Candidate.create(id, organizationId, row.cell("name"), row.cell("email"), row.cell("phone"), row.cell("cpfCnpj"),
                status, now);
    }

    @Override
    public Candidate merge(Candidate c, Row row) {
        return c.withDetails(Edits.value(row.cell("name"), c.name()), Edits.value(row.cell("email"), c.email()),
                Edits.value(row.cell("phone"), c.phone()), Edits.value(row.cell("cpfCnpj"), c.cpfCnpj()),
                row.cell("status") == null ? c.status() : CandidateStatus.fromWire(row.cell("status")));
    }

    @Override
    public List<Candidate> matching(String organizationId, Collection<String> emails, Collection<String> documents) {
        return candidates.matching(organizationId, emails, documents);
    }

    @Override
    public void addAll(List<Candidate> people) {
        candidates.addAll(people);
    }

    @Override
    public void updateAll(List<Candidate> people) {
        candidates.updateAll(people);
    }
}
