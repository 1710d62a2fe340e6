package app.assessment.adapters.rest.security;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import org.jose4j.jwa.AlgorithmConstraints;
import org.jose4j.jws.AlgorithmIdentifiers;
import org.jose4j.jws.JsonWebSignature;
import org.jose4j.jwt.JwtClaims;
import org.jose4j.jwt.consumer.JwtConsumerBuilder;
import org.jose4j.keys.HmacKey;
import org.jose4j.lang.JoseException;

/**
 * HS256 JWS keyed from {@code app.session.secret}. Each purpose derives its own key, so a
 * token made for one purpose never verifies as another's.
 */
public final class HmacJws {

    /** Leeway for clocks of other instances and clients when checking expiry. */
    static final int CLOCK_SKEW_SECONDS = 30;

    private final HmacKey key;

    /** The session token's key is the plain SHA-256 of the secret (kept, so live sessions survive). */
    static HmacJws forSessions(String secret) {
        return new HmacJws(sha256(secret));
    }

    public static HmacJws forPurpose(String purpose, String secret) {
        return new HmacJws(purposeKey(purpose, secret));
    }

    /** The 256-bit key of one purpose, derived from the session secret; every purpose-keyed token uses it. */
    static byte[] purposeKey(String purpose, String secret) {
        return sha256(purpose + ":" + secret);
    }

    private HmacJws(byte[] keyBytes) {
        this.key = new HmacKey(keyBytes);
    }

    public String sign(JwtClaims claims) {
        JsonWebSignature jws = new JsonWebSignature();
        jws.setPayload(claims.toJson());
        jws.setAlgorithmHeaderValue(AlgorithmIdentifiers.HMAC_SHA256);
        jws.setKey(key);
        try {
            return jws.getCompactSerialization();
        } catch (JoseException e) {
            throw new IllegalStateException("Could not sign a token", e);
        }
    }

    /** Verification by this key, HS256 only, with an expiry required; callers add their own requirements. */
    public JwtConsumerBuilder consumer() {
        return new JwtConsumerBuilder()
                .setRequireExpirationTime()
                .setAllowedClockSkewInSeconds(CLOCK_SKEW_SECONDS)
                .setVerificationKey(key)
                .setJwsAlgorithmConstraints(AlgorithmConstraints.ConstraintType.PERMIT, AlgorithmIdentifiers.HMAC_SHA256);
    }

    private static byte[] sha256(String value) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(value.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
