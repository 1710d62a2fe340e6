package app.assessment.application.port.in.auth;

import app.assessment.domain.audit.Actor;
import app.assessment.domain.shared.DomainException;
import java.util.Objects;

/**
 * Turns the e-mailed code on or off. The current password is asked for either way: a
 * security setting should not change on the strength of a session alone (a borrowed or
 * stolen one), and a wrong password counts toward the brute-force limit.
 */
public interface SetEmailSecondFactorUseCase {

    void set(Command command);

    record Command(Actor actor, Boolean enabled, String password) {
        public Command {
            Objects.requireNonNull(actor, "actor");
            if (enabled == null) {
                throw DomainException.invalid("enabled", "is required");
            }
            if (password == null || password.isEmpty()) {
                throw DomainException.invalid("password", "is required");
            }
        }
    }
}
