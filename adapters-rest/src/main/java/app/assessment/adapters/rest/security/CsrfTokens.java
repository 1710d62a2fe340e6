package app.assessment.adapters.rest.security;

import jakarta.enterprise.context.ApplicationScoped;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * NextAuth's double-submit CSRF token: the cookie holds {@code token|sha256hex(token+secret)},
 * the form repeats {@code token}. Only this service can mint a cookie that verifies.
 */
@ApplicationScoped
public class CsrfTokens {

    private static final SecureRandom RANDOM = new SecureRandom();

    private final String secret;

    public CsrfTokens(@ConfigProperty(name = "app.session.secret") String secret) {
        this.secret = secret;
    }

    public String newToken() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    public String cookieValue(String token) {
        return token + "|" + sha256Hex(token + secret);
    }

    /** The token inside a cookie value this service minted, or empty. */
    public Optional<String> tokenOf(String cookieValue) {
        if (cookieValue == null) {
            return Optional.empty();
        }
        int bar = cookieValue.indexOf('|');
        if (bar <= 0) {
            return Optional.empty();
        }
        String token = cookieValue.substring(0, bar);
        byte[] expected = sha256Hex(token + secret).getBytes(StandardCharsets.US_ASCII);
        byte[] actual = cookieValue.substring(bar + 1).getBytes(StandardCharsets.US_ASCII);
        return MessageDigest.isEqual(expected, actual) ? Optional.of(token) : Optional.empty();
    }

    public boolean matches(String formToken, String cookieValue) {
        return formToken != null && tokenOf(cookieValue)
                .map(token -> MessageDigest.isEqual(token.getBytes(StandardCharsets.US_ASCII), formToken.getBytes(StandardCharsets.US_ASCII)))
                .orElse(false);
    }

    private static String sha256Hex(String value) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(value.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
