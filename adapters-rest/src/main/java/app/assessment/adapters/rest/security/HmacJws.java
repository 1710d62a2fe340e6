package app.assessment.adapters.rest.security;

import org.jose4j.jwa.AlgorithmConstraints;
import org.jose4j.jws.AlgorithmIdentifiers;
import org.jose4j.jwt.consumer.JwtConsumerBuilder;
import org.jose4j.keys.HmacKey;

/**
 * HS256 JWS keyed with the SHA-256 of {@code app.session.secret}: the session token's format
 * before it became next-auth's JWE (ADR 0026). Only verified, never issued, so tokens from before
 * the upgrade keep working until they are renewed (into the new format) or expire.
 */
final class HmacJws {

    private final HmacKey key;

    private HmacJws(byte[] keyBytes) {
        this.key = new HmacKey(keyBytes);
    }

    static HmacJws forLegacySessions(DerivedKeys keys) {
        return new HmacJws(keys.legacySessionToken());
    }

    /** Verification by this key, HS256 only, with an expiry required; callers add their own requirements. */
    JwtConsumerBuilder consumer() {
        return new JwtConsumerBuilder()
                .setRequireExpirationTime()
                .setAllowedClockSkewInSeconds(DirectJwe.CLOCK_SKEW_SECONDS)
                .setVerificationKey(key)
                .setJwsAlgorithmConstraints(AlgorithmConstraints.ConstraintType.PERMIT, AlgorithmIdentifiers.HMAC_SHA256);
    }
}
