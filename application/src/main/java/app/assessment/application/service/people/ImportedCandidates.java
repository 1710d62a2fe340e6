package app.assessment.application.service.people;

import app.assessment.application.port.in.people.ImportPeopleUseCase;
import app.assessment.application.port.in.people.ImportPeopleUseCase.Row;
import app.assessment.application.port.out.people.CandidateRepository;
import app.assessment.application.port.out.people.ImportablePeople;
import app.assessment.domain.people.Candidate;
import app.assessment.domain.people.CandidateStatus;
import java.time.Instant;
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
    public ImportablePeople<Candidate> store() {
        return candidates;
    }
}
