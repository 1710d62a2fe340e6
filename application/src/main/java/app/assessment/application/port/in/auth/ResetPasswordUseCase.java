package app.assessment.application.port.in.auth;

import app.assessment.domain.shared.DomainException;

/**
 * Sets a new password with the token from the reset mail. Every session of the user ends,
 * and a user who never had a password gets one this way.
 */
public interface ResetPasswordUseCase {

    void reset(Command command);

    record Command(String token, String password, String ip) {
        public Command {
            if (token == null || token.isBlank()) {
                throw DomainException.invalid("token", "is required");
            }
            token = token.strip();
            ip = ip == null ? "unknown" : ip;
        }
    }
}
