package app.assessment.application.fakes;

import app.assessment.application.port.out.OrganizationRepository;
import app.assessment.domain.organization.Organization;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Organizations in the order they were added; a name is taken exactly as the stored one is spelt. */
public final class InMemoryOrganizations implements OrganizationRepository {

    public final List<Organization> stored = new ArrayList<>();

    @Override
    public void add(Organization organization) {
        stored.add(organization);
    }

    @Override
    public Optional<Organization> byId(String id) {
        return stored.stream().filter(o -> o.id().equals(id)).findFirst();
    }

    @Override
    public boolean existsByName(String name) {
        return stored.stream().anyMatch(o -> o.name().equals(name));
    }

    @Override
    public List<Organization> all() {
        return List.copyOf(stored);
    }
}
