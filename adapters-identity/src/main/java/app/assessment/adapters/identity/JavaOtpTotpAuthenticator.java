package app.assessment.adapters.identity;

import app.assessment.application.port.out.auth.TotpAuthenticator;
import com.eatthepath.otp.TimeBasedOneTimePasswordGenerator;
import jakarta.enterprise.context.ApplicationScoped;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.security.InvalidKeyException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.OptionalLong;
import javax.crypto.spec.SecretKeySpec;
import org.apache.commons.codec.binary.Base32;

/**
 * RFC 6238 with the parameters every authenticator app assumes (SHA-1, 6 digits, 30 s), and
 * one step of clock drift tolerated either way.
 */
@ApplicationScoped
public class JavaOtpTotpAuthenticator implements TotpAuthenticator {

    private static final Duration STEP = Duration.ofSeconds(30);
    private static final SecureRandom RANDOM = new SecureRandom();

    private final TimeBasedOneTimePasswordGenerator generator = new TimeBasedOneTimePasswordGenerator(STEP);
    private final String issuer;

    public JavaOtpTotpAuthenticator(CredentialSettings settings) {
        this.issuer = settings.totpIssuer();
    }

    @Override
    public String newSecret() {
        byte[] secret = new byte[20];
        RANDOM.nextBytes(secret);
        return new Base32().encodeToString(secret).replace("=", "");
    }

    /** Every step of the drift window is compared, so the time taken does not tell which one matched. */
    @Override
    public OptionalLong matchingStep(String secret, String code, Instant now) {
        if (code == null || !code.matches("\\d{6}")) {
            return OptionalLong.empty();
        }
        SecretKeySpec key = new SecretKeySpec(new Base32().decode(secret), generator.getAlgorithm());
        byte[] given = code.getBytes(StandardCharsets.US_ASCII);
        long current = now.getEpochSecond() / STEP.toSeconds();
        OptionalLong matched = OptionalLong.empty();
        for (long step = current - 1; step <= current + 1; step++) {
            if (MessageDigest.isEqual(given, codeAt(key, Instant.ofEpochSecond(step * STEP.toSeconds()))) && matched.isEmpty()) {
                matched = OptionalLong.of(step);
            }
        }
        return matched;
    }

    @Override
    public String otpauthUrl(String secret, String account) {
        String label = URLEncoder.encode(issuer + ":" + account, StandardCharsets.UTF_8).replace("+", "%20");
        return "otpauth://totp/" + label + "?secret=" + secret + "&issuer="
                + URLEncoder.encode(issuer, StandardCharsets.UTF_8).replace("+", "%20") + "&algorithm=SHA1&digits=6&period=30";
    }

    private byte[] codeAt(SecretKeySpec key, Instant at) {
        try {
            return generator.generateOneTimePasswordString(key, at).getBytes(StandardCharsets.US_ASCII);
        } catch (InvalidKeyException e) {
            throw new IllegalStateException("TOTP secret is not a valid key", e);
        }
    }
}
