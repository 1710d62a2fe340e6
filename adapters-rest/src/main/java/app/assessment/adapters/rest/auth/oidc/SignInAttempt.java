package app.assessment.adapters.rest.auth.oidc;

import app.assessment.domain.shared.Sha256;
import java.security.SecureRandom;
import java.util.Base64;

/**
 * One browser's trip to the identity provider and back: the {@code state} that ties the
 * callback to this browser, the {@code nonce} the id_token must repeat, the PKCE verifier
 * (RFC 7636) and where to land afterwards (already checked against open redirects).
 */
public record SignInAttempt(String provider, String state, String nonce, String codeVerifier, String returnTo) {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Base64.Encoder BASE64URL = Base64.getUrlEncoder().withoutPadding();

    public static SignInAttempt start(String provider, String returnTo) {
        return new SignInAttempt(provider, random(), random(), random(), returnTo);
    }

    /** S256: BASE64URL(SHA-256(verifier)). */
    public String codeChallenge() {
        // The verifier is base64url, so its UTF-8 bytes are its ASCII bytes, as RFC 7636 hashes them.
        return BASE64URL.encodeToString(Sha256.of(codeVerifier));
    }

    /** 256 bits, base64url: 43 characters, inside PKCE's allowed verifier alphabet and length. */
    private static String random() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return BASE64URL.encodeToString(bytes);
    }
}
