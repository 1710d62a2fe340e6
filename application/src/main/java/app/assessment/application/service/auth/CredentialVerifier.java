package app.assessment.application.service.auth;

import app.assessment.application.port.in.auth.Credentials;
import app.assessment.application.port.out.auth.AttemptLimiter;
import app.assessment.application.port.out.auth.AuthSettings;
import app.assessment.application.port.out.auth.PasswordHasher;
import app.assessment.application.port.out.user.UserRepository;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.shared.RateLimitedException;
import app.assessment.domain.user.User;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.util.Optional;

/**
 * The password check both sign-in steps share, with the per-IP brute-force limit: blocked
 * addresses are refused before any hash is computed, and every failure counts.
 */
@ApplicationScoped
public class CredentialVerifier {

    static final String SCOPE = "login";

    private final UserRepository users;
    private final PasswordHasher hasher;
    private final AttemptLimiter limiter;
    private final AuthSettings settings;

    public CredentialVerifier(UserRepository users, PasswordHasher hasher, AttemptLimiter limiter, AuthSettings settings) {
        this.users = users;
        this.hasher = hasher;
        this.limiter = limiter;
        this.settings = settings;
    }

    /** @return the user whose password this is; otherwise throws 401 (or 429 when blocked) */
    public User verify(Credentials credentials) {
        rejectIfBlocked(credentials.ip());
        Optional<User> found = findByLogin(credentials.email());
        if (found.isEmpty() || !found.get().active() || !found.get().hasPassword()) {
            hasher.burnVerification(credentials.password());
            throw failure(credentials.ip());
        }
        User user = found.get();
        if (!hasher.matches(credentials.password(), user.passwordHash())) {
            throw failure(credentials.ip());
        }
        if (settings.refuseDevPassword() && credentials.password().equals(settings.devPassword())) {
            recordFailure(credentials.ip());
            throw new DomainException(DomainException.Kind.UNAUTHENTICATED, "DEFAULT_PASSWORD_REFUSED",
                    "This development password is not accepted in production; reset the password");
        }
        return user;
    }

    /**
     * Re-authentication of a signed-in user before a security setting changes. A wrong password
     * counts like a failed sign-in, so the route cannot be used to guess around the limit; it
     * answers 400, not 401, because the session itself is fine and clients sign out on 401.
     */
    public void confirmPassword(User user, String password, String ip) {
        rejectIfBlocked(ip);
        if (!user.hasPassword() || !hasher.matches(password, user.passwordHash())) {
            recordFailure(ip);
            throw new DomainException(DomainException.Kind.INVALID, "PASSWORD_INVALID", "password", "is not the current password");
        }
    }

    /** Counts a failed attempt that happened after the password check (a wrong second factor). */
    public void recordFailure(String ip) {
        limiter.recordFailure(SCOPE, ip, settings.failureLimit(), settings.failureWindow(), settings.blockDuration());
    }

    private void rejectIfBlocked(String ip) {
        Optional<Duration> blocked = limiter.blockedFor(SCOPE, ip);
        if (blocked.isPresent()) {
            throw new RateLimitedException("Too many failed sign-in attempts; try again later", blocked.get().toSeconds());
        }
    }

    private Optional<User> findByLogin(String email) {
        try {
            return users.byEmail(User.normalizeEmail(email));
        } catch (DomainException notAnEmail) {
            return Optional.empty();
        }
    }

    private DomainException failure(String ip) {
        recordFailure(ip);
        return new DomainException(DomainException.Kind.UNAUTHENTICATED, "INVALID_CREDENTIALS", "Invalid e-mail or password");
    }
}
