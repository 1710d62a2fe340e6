package app.assessment.bootstrap.auth;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.adapters.rest.security.SessionTokens;
import app.assessment.adapters.rest.security.SessionTokens.Claims;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** Verified tokens are remembered; remembering must not outlive a token's expiry or admit forgeries. */
class SessionTokensTest {

    private static final String SECRET = "a-test-secret-of-enough-length-0123456789";

    private final Instant start = Instant.now().truncatedTo(ChronoUnit.SECONDS);
    private final AtomicReference<Instant> now = new AtomicReference<>(start);
    private final SessionTokens tokens = new SessionTokens(SECRET, now::get);

    private String token(Instant expiresAt) {
        return tokens.issue(new Claims("user-1", "session-1", 3, start, expiresAt));
    }

    @Test
    void aVerifiedToken_verifiesAgainWithTheSameClaims_untilItsExpiryPlusTheSkew() {
        String token = token(start.plusSeconds(60));
        Claims first = tokens.verify(token).orElseThrow();
        assertThat(first.sessionId()).isEqualTo("session-1");
        assertThat(first.version()).isEqualTo(3);

        now.set(start.plusSeconds(89));
        assertThat(tokens.verify(token)).contains(first);
        now.set(start.plusSeconds(90));
        assertThat(tokens.verify(token)).isEmpty();
    }

    @Test
    void aForgedOrAlteredToken_neverVerifies_evenAfterTheGenuineOneDid() {
        String token = token(start.plusSeconds(3600));
        assertThat(tokens.verify(token)).isPresent();
        String[] parts = token.split("\\.");
        String altered = parts[0] + "." + parts[1] + "." + (parts[2].charAt(0) == 'A' ? "B" : "A") + parts[2].substring(1);
        assertThat(tokens.verify(altered)).isEmpty();
        assertThat(tokens.verify(altered)).isEmpty();
        SessionTokens otherKey = new SessionTokens("another-secret-of-enough-length-987654321", now::get);
        assertThat(otherKey.verify(token)).isEmpty();
    }

    @Test
    void aTokenAlreadyExpired_isRefused() {
        assertThat(tokens.verify(token(Instant.now().minusSeconds(120)))).isEmpty();
    }
}
