package app.assessment.application.port.in.organization;

import app.assessment.application.port.in.Caller;
import app.assessment.domain.organization.Organization;
import java.util.List;

public interface ListOrganizationsUseCase {
    List<Organization> listAll(Caller caller);
}
