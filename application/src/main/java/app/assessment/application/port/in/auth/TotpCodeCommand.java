package app.assessment.application.port.in.auth;

import app.assessment.domain.audit.Actor;
import app.assessment.domain.shared.DomainException;
import java.util.Objects;

/** A signed-in user and a code from their authenticator app. */
public record TotpCodeCommand(Actor actor, String code) {
    public TotpCodeCommand {
        Objects.requireNonNull(actor, "actor");
        if (code == null || code.isBlank()) {
            throw DomainException.invalid("code", "is required");
        }
        code = code.strip();
    }
}
