package app.assessment.bootstrap.auth;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.adapters.rest.security.SessionTokens;
import app.assessment.adapters.rest.security.DerivedKeys;
import app.assessment.adapters.rest.security.SessionTokens.Claims;
import app.assessment.adapters.rest.security.SessionTokens.Holder;
import app.assessment.bootstrap.testsupport.LegacySessionToken;
import java.util.HexFormat;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * Tokens are next-auth's JWE under its HKDF key; tokens of the earlier format still verify. Verified
 * tokens are remembered; remembering must not outlive a token's expiry or admit forgeries.
 */
class SessionTokensTest {

    private static final String SECRET = "a-test-secret-of-enough-length-0123456789";

    private final Instant start = Instant.now().truncatedTo(ChronoUnit.SECONDS);
    private final AtomicReference<Instant> now = new AtomicReference<>(start);
    private final SessionTokens tokens = new SessionTokens(new DerivedKeys(SECRET), now::get);

    private String token(Instant expiresAt) {
        return tokens.issue(new Claims("user-1", "session-1", 3, start, expiresAt, HOLDER));
    }

    private static final Holder HOLDER = new Holder("Ana", "ana@example.com", null, "PROFESSOR", "org-1");

    @Test
    void theSessionKey_isNextAuthsHkdfKey_asNodeComputesIt() {
        // crypto.hkdfSync("sha256", SECRET, "", "NextAuth.js Generated Encryption Key", 32) in Node 20
        assertThat(HexFormat.of().formatHex(new DerivedKeys(SECRET).sessionToken()))
                .isEqualTo("b6af0fe75e0a51d72d7f02821d9cb33d1efba3dc3bad9cd488fadf07d1cfc5ab");
        // next-auth's salted form: crypto.hkdfSync("sha256", SECRET, "csrf", "NextAuth.js Generated Encryption Key (csrf)", 32)
        assertThat(HexFormat.of().formatHex(new DerivedKeys(SECRET).of("csrf")))
                .isEqualTo("7bab71d0405fd96e372f9aad5e835fff512f44dd6e93f58fd3c76a4d9d1c958c");
    }

    @Test
    void aToken_isAJwe_carryingItsHolder() {
        String token = token(start.plusSeconds(60));
        assertThat(token.split("\\.")).hasSize(5);
        Claims claims = tokens.verify(token).orElseThrow();
        assertThat(claims.holder()).isEqualTo(HOLDER);
        assertThat(claims.legacy()).isFalse();
    }

    @Test
    void aTokenOfTheEarlierFormat_stillVerifies_asLegacy_untilItExpires() throws Exception {
        String legacy = LegacySessionToken.of(SECRET, "user-1", "session-1", 3, start, start.plusSeconds(60));

        Claims claims = tokens.verify(legacy).orElseThrow();
        assertThat(claims.legacy()).isTrue();
        assertThat(claims.sessionId()).isEqualTo("session-1");
        now.set(start.plusSeconds(90));
        assertThat(tokens.verify(legacy)).isEmpty();
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
        SessionTokens otherKey = new SessionTokens(new DerivedKeys("another-secret-of-enough-length-987654321"), now::get);
        assertThat(otherKey.verify(token)).isEmpty();
    }

    @Test
    void aTokenAlreadyExpired_isRefused() {
        assertThat(tokens.verify(token(Instant.now().minusSeconds(120)))).isEmpty();
    }
}
