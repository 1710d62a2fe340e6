package app.assessment.application.port.in;

import app.assessment.domain.audit.Actor;
import app.assessment.domain.user.Role;
import java.util.Objects;

/**
 * The signed-in user on whose behalf a use case runs: who they are for the audit log, and the
 * role and organization that bound what they may see and change.
 */
public record Caller(Actor actor, Role role) {

    public Caller {
        Objects.requireNonNull(actor, "actor");
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(actor.userId(), "actor.userId");
        Objects.requireNonNull(actor.organizationId(), "actor.organizationId");
    }

    public String userId() {
        return actor.userId();
    }

    public String organizationId() {
        return actor.organizationId();
    }
}
