package app.assessment.bootstrap.testsupport;

import com.eatthepath.otp.TimeBasedOneTimePasswordGenerator;
import java.security.InvalidKeyException;
import java.time.Duration;
import java.time.Instant;
import javax.crypto.spec.SecretKeySpec;
import org.apache.commons.codec.binary.Base32;

/** What a phone's authenticator app shows for a base32 secret (RFC 6238, SHA-1, 6 digits, 30 s). */
public final class AuthenticatorApp {

    private static final TimeBasedOneTimePasswordGenerator GENERATOR = new TimeBasedOneTimePasswordGenerator(Duration.ofSeconds(30));

    private AuthenticatorApp() {
    }

    public static String codeFor(String secret) {
        return codeAt(secret, Instant.now());
    }

    /** The code the app shows in the next 30-second step: still current for the service (one step of drift), and unused. */
    public static String nextCodeFor(String secret) {
        return codeAt(secret, Instant.now().plus(Duration.ofSeconds(30)));
    }

    /** A code the service must refuse: from ten minutes ago, far outside the one-step drift it allows. */
    public static String staleCodeFor(String secret) {
        String stale = codeAt(secret, Instant.now().minus(Duration.ofMinutes(10)));
        // Six digits can repeat; shift a coincidence so the code is certainly not a current one.
        return stale.equals(codeFor(secret)) ? String.format("%06d", (Integer.parseInt(stale) + 1) % 1_000_000) : stale;
    }

    private static String codeAt(String secret, Instant at) {
        try {
            return GENERATOR.generateOneTimePasswordString(new SecretKeySpec(new Base32().decode(secret), GENERATOR.getAlgorithm()), at);
        } catch (InvalidKeyException e) {
            throw new IllegalStateException(e);
        }
    }
}
