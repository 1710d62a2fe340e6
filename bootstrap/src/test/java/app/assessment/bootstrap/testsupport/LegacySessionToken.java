package app.assessment.bootstrap.testsupport;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Instant;
import org.jose4j.jws.AlgorithmIdentifiers;
import org.jose4j.jws.JsonWebSignature;
import org.jose4j.jwt.JwtClaims;
import org.jose4j.jwt.NumericDate;
import org.jose4j.keys.HmacKey;

/** A session token of the format before ADR 0026 (HS256 JWS, key SHA-256 of the secret), made independently of the service. */
public final class LegacySessionToken {

    private LegacySessionToken() {
    }

    public static String of(String secret, String userId, String sessionId, int version, Instant issuedAt, Instant expiresAt)
            throws Exception {
        JwtClaims jwt = new JwtClaims();
        jwt.setSubject(userId);
        jwt.setClaim("sid", sessionId);
        jwt.setClaim("ver", version);
        jwt.setIssuedAt(NumericDate.fromSeconds(issuedAt.getEpochSecond()));
        jwt.setExpirationTime(NumericDate.fromSeconds(expiresAt.getEpochSecond()));
        JsonWebSignature jws = new JsonWebSignature();
        jws.setPayload(jwt.toJson());
        jws.setAlgorithmHeaderValue(AlgorithmIdentifiers.HMAC_SHA256);
        jws.setKey(new HmacKey(MessageDigest.getInstance("SHA-256").digest(secret.getBytes(StandardCharsets.UTF_8))));
        return jws.getCompactSerialization();
    }
}
