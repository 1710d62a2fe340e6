package app.assessment.application.port.in.auth;

import app.assessment.domain.shared.DomainException;

/** E-mail and password as typed, with the caller's address for brute-force limits. */
public record Credentials(String email, String password, String ip) {
    public Credentials {
        if (email == null || email.isBlank()) {
            throw DomainException.invalid("email", "is required");
        }
        if (password == null || password.isEmpty()) {
            throw DomainException.invalid("password", "is required");
        }
        ip = ip == null ? "unknown" : ip;
    }
}
