package app.assessment.adapters.persistence.people;

import app.assessment.adapters.persistence.shared.UniqueViolations;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.in.ResultPage;
import app.assessment.application.port.in.people.PeopleSearch;
import app.assessment.application.port.out.people.CandidateRepository;
import app.assessment.domain.people.Candidate;
import app.assessment.domain.people.CandidateStatus;
import app.assessment.domain.shared.DomainException;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

@ApplicationScoped
public class PanacheCandidateRepository implements CandidateRepository, PanacheRepositoryBase<CandidateEntity, String> {

    private final Clock clock;

    public PanacheCandidateRepository(Clock clock) {
        this.clock = clock;
    }

    @Override
    public void add(Candidate candidate) {
        CandidateEntity entity = new CandidateEntity();
        CandidateMapper.copy(candidate, entity, clock.now());
        UniqueViolations.translate(() -> persistAndFlush(entity));
    }

    @Override
    public void update(Candidate candidate) {
        CandidateMapper.copy(candidate, row(candidate.id()), clock.now());
        UniqueViolations.translate(this::flush);
    }

    @Override
    public Optional<Candidate> byId(String organizationId, String id) {
        return PeopleLists.visible(this, organizationId, id).map(CandidateMapper::toDomain);
    }

    @Override
    public Optional<Candidate> byIdForUpdate(String organizationId, String id) {
        return findByIdOptional(id, LockModeType.PESSIMISTIC_WRITE)
                .filter(row -> row.visibleIn(organizationId))
                .map(CandidateMapper::toDomain);
    }

    @Override
    public ResultPage<Candidate> list(String organizationId, PeopleSearch search, CandidateStatus status, PageRequest page) {
        return PeopleLists.page(this, CandidateEntity.class, organizationId, search, status, page, CandidateMapper::toDomain);
    }


    private CandidateEntity row(String id) {
        return findByIdOptional(id).orElseThrow(() -> DomainException.notFound("Candidate"));
    }

    @Override
    public List<Candidate> matching(String organizationId, Collection<String> lowerCaseEmails, Collection<String> documents) {
        return PeopleBatches.matching(this, organizationId, lowerCaseEmails, documents).stream().map(CandidateMapper::toDomain).toList();
    }

    @Override
    public void addAll(List<Candidate> candidates) {
        Instant now = clock.now();
        PeopleBatches.addAll(this, candidates, CandidateEntity::new, (candidate, row) -> CandidateMapper.copy(candidate, row, now));
    }

    @Override
    public void updateAll(List<Candidate> candidates) {
        Instant now = clock.now();
        PeopleBatches.updateAll(this, candidates, Candidate::id, (candidate, row) -> CandidateMapper.copy(candidate, row, now));
    }
}
