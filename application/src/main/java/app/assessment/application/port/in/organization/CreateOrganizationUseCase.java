package app.assessment.application.port.in.organization;

import app.assessment.domain.audit.Actor;
import app.assessment.domain.organization.Organization;
import java.util.Objects;

public interface CreateOrganizationUseCase {

    Organization create(Command command);

    record Command(Actor actor, String name) {
        public Command {
            Objects.requireNonNull(actor, "actor");
            name = Organization.validName(name);
        }
    }
}
