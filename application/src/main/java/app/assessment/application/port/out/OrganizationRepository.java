package app.assessment.application.port.out;

import app.assessment.domain.organization.Organization;
import java.util.List;
import java.util.Optional;

public interface OrganizationRepository {
    void add(Organization organization);

    Optional<Organization> byId(String id);

    boolean existsByName(String name);

    List<Organization> all();
}
