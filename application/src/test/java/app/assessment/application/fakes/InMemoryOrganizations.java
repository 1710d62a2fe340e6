package app.assessment.application.fakes;

import app.assessment.application.port.out.OrganizationRepository;
import app.assessment.domain.organization.Organization;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Organizations in the order they were added. */
public final class InMemoryOrganizations implements OrganizationRepository {

    public final List<Organization> added = new ArrayList<>();

    @Override
    public void add(Organization organization) {
        added.add(organization);
    }

    @Override
    public Optional<Organization> byId(String id) {
        return added.stream().filter(o -> o.id().equals(id)).findFirst();
    }

    @Override
    public boolean existsByName(String name) {
        return added.stream().anyMatch(o -> o.name().equals(name));
    }

    @Override
    public List<Organization> all() {
        return List.copyOf(added);
    }
}
