package app.assessment.application.port.in.organization;

import app.assessment.application.port.in.Caller;
import app.assessment.domain.organization.Organization;
import java.util.Objects;

public interface CreateOrganizationUseCase {

    Organization create(Command command);

    record Command(Caller caller, String name) {
        public Command {
            Objects.requireNonNull(caller, "caller");
            name = Organization.validName(name);
        }
    }
}
