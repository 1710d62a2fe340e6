package app.assessment.application.port.in;

import app.assessment.domain.audit.Actor;
import app.assessment.domain.user.Role;
import java.util.Objects;

/**
 * The signed-in user on whose behalf a use case runs: who they are for the audit log, and the
 * role and organization that bound what they may see and change. {@code userId} is the user that
 * records name as owner or assigner: the actor's own id for a person; for an API key (whose actor is
 * the key, issue 47) the administrator who created the key (ADR 0057).
 */
public record Caller(Actor actor, Role role, String userId) {

    public Caller {
        Objects.requireNonNull(actor, "actor");
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(actor.userId(), "actor.userId");
        Objects.requireNonNull(actor.organizationId(), "actor.organizationId");
        Objects.requireNonNull(userId, "userId");
    }

    public Caller(Actor actor, Role role) {
        this(actor, role, Objects.requireNonNull(actor, "actor").userId());
    }

    public String organizationId() {
        return actor.organizationId();
    }
}
