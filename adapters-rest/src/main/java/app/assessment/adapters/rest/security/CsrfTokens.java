package app.assessment.adapters.rest.security;

import io.vertx.core.http.HttpServerRequest;
import jakarta.enterprise.context.ApplicationScoped;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Optional;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * NextAuth's double-submit CSRF token: the cookie holds {@code token|hash}, the form repeats
 * {@code token}. NextAuth hashes {@code sha256(token+secret)}; here the hash is an HMAC-SHA256
 * under a key of its own derived from the secret ({@link DerivedKeys}), so only this service can
 * mint a cookie that verifies and the secret itself never meets a plain hash.
 */
@ApplicationScoped
public class CsrfTokens {

    private static final SecureRandom RANDOM = new SecureRandom();

    static final String PURPOSE = "next-auth.csrf-token";

    private final SecretKeySpec key;
    private final SessionCookies cookies;

    public CsrfTokens(DerivedKeys keys, SessionCookies cookies) {
        this.key = new SecretKeySpec(keys.of(PURPOSE), "HmacSHA256");
        this.cookies = cookies;
    }

    public String newToken() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    public String cookieValue(String token) {
        return token + "|" + hmacHex(token);
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
        byte[] expected = hmacHex(token).getBytes(StandardCharsets.US_ASCII);
        byte[] actual = cookieValue.substring(bar + 1).getBytes(StandardCharsets.US_ASCII);
        return MessageDigest.isEqual(expected, actual) ? Optional.of(token) : Optional.empty();
    }

    /** The double-submit check of this request: its CSRF cookie (either name) against the token it sent. */
    public boolean verified(String formToken, HttpServerRequest request) {
        return matches(formToken, cookies.readCsrf(request));
    }

    public boolean matches(String formToken, String cookieValue) {
        return formToken != null && tokenOf(cookieValue)
                .map(token -> MessageDigest.isEqual(token.getBytes(StandardCharsets.US_ASCII), formToken.getBytes(StandardCharsets.US_ASCII)))
                .orElse(false);
    }

    private String hmacHex(String token) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(key);
            return HexFormat.of().formatHex(mac.doFinal(token.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }
}
