package app.assessment.application.service.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.application.fakes.InMemoryUsers;
import app.assessment.application.port.in.auth.Credentials;
import app.assessment.application.port.out.auth.AttemptLimiter;
import app.assessment.application.port.out.auth.AuthSettings;
import app.assessment.application.fakes.RecordingHasher;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.shared.RateLimitedException;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class CredentialVerifierTest {

    private static final String DEV_PASSWORD = "admin12345";

    private final InMemoryUsers users = new InMemoryUsers();
    private final RecordingHasher hasher = new RecordingHasher();
    private final Limiter limiter = new Limiter();

    private CredentialVerifier verifier(boolean production) {
        AuthSettings settings = new AuthSettings(Duration.ofDays(30), Duration.ofDays(1), production, DEV_PASSWORD, 5,
                Duration.ofMinutes(10), Duration.ofMinutes(10), "pepper");
        return new CredentialVerifier(users, hasher, limiter, settings);
    }

    @Test
    void rightPassword_returnsTheUser_andCountsNothing() {
        users.add(user("ana@example.com", "hash:secret-password"));
        assertThat(verifier(false).verify(new Credentials("ANA@example.com", "secret-password", "1.2.3.4")).email())
                .isEqualTo("ana@example.com");
        assertThat(limiter.failures).isEmpty();
    }

    @Test
    void unknownEmail_spendsAVerification_andCountsAFailure() {
        assertThatThrownBy(() -> verifier(false).verify(new Credentials("who@example.com", "whatever-1", "1.2.3.4")))
                .isInstanceOfSatisfying(DomainException.class, e -> assertThat(e.code()).isEqualTo("INVALID_CREDENTIALS"));
        assertThat(hasher.burned).isEqualTo(1);
        assertThat(limiter.failures).containsExactly("1.2.3.4");
    }

    @Test
    void developmentPassword_isRefusedInProduction_evenWhenItMatches() {
        users.add(user("root@example.com", "hash:" + DEV_PASSWORD));
        assertThat(verifier(false).verify(new Credentials("root@example.com", DEV_PASSWORD, "ip"))).isNotNull();
        assertThatThrownBy(() -> verifier(true).verify(new Credentials("root@example.com", DEV_PASSWORD, "ip")))
                .isInstanceOfSatisfying(DomainException.class, e -> assertThat(e.code()).isEqualTo("DEFAULT_PASSWORD_REFUSED"));
    }

    @Test
    void blockedAddress_isRefusedBeforeAnyHashIsComputed() {
        users.add(user("ana@example.com", "hash:secret-password"));
        limiter.blocked = Optional.of(Duration.ofSeconds(90));
        assertThatThrownBy(() -> verifier(false).verify(new Credentials("ana@example.com", "secret-password", "ip")))
                .isInstanceOfSatisfying(RateLimitedException.class, e -> assertThat(e.retryAfterSeconds()).isEqualTo(90));
        assertThat(hasher.checks).isZero();
    }

    @Test
    void inactiveUserOrUserWithoutPassword_cannotSignIn() {
        User inactive = user("off@example.com", "hash:secret-password").withActive(false, Instant.EPOCH);
        users.add(inactive);
        users.add(user("nopass@example.com", null));
        assertThatThrownBy(() -> verifier(false).verify(new Credentials("off@example.com", "secret-password", "ip")))
                .isInstanceOf(DomainException.class);
        assertThatThrownBy(() -> verifier(false).verify(new Credentials("nopass@example.com", "anything-1", "ip")))
                .isInstanceOf(DomainException.class);
    }

    private static User user(String email, String hash) {
        return new User("c" + Math.abs(email.hashCode()), "corg", email, null, "Name", null, null, hash, Role.ADMIN, true, 0, null,
                null, null, null, Instant.EPOCH, Instant.EPOCH);
    }


    private static final class Limiter implements AttemptLimiter {
        final List<String> failures = new ArrayList<>();
        Optional<Duration> blocked = Optional.empty();

        @Override
        public Optional<Duration> blockedFor(String scope, String key) {
            return blocked;
        }

        @Override
        public void recordFailure(String scope, String key, int limit, Duration window, Duration block) {
            failures.add(key);
        }

        @Override
        public Optional<Duration> hit(String scope, String key, int limit, Duration window) {
            return Optional.empty();
        }
    }
}
