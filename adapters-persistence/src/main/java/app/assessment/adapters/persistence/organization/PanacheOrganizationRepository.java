package app.assessment.adapters.persistence.organization;

import app.assessment.adapters.persistence.shared.UniqueViolations;
import app.assessment.application.port.out.OrganizationRepository;
import app.assessment.domain.organization.Organization;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Optional;

@ApplicationScoped
public class PanacheOrganizationRepository
        implements OrganizationRepository, PanacheRepositoryBase<OrganizationEntity, String> {

    @Override
    public void add(Organization organization) {
        UniqueViolations.translate(() -> persistAndFlush(OrganizationMapper.toEntity(organization)));
    }

    @Override
    public Optional<Organization> byId(String id) {
        return findByIdOptional(id).map(OrganizationMapper::toDomain);
    }

    @Override
    public boolean existsByName(String name) {
        return count("lower(name) = lower(?1)", name) > 0;
    }

    @Override
    public List<Organization> all() {
        return findAll(Sort.by("name")).stream().map(OrganizationMapper::toDomain).toList();
    }
}
