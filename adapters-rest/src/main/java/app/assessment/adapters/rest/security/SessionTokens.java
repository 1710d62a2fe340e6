package app.assessment.adapters.rest.security;

import jakarta.enterprise.context.ApplicationScoped;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jose4j.jwa.AlgorithmConstraints;
import org.jose4j.jws.AlgorithmIdentifiers;
import org.jose4j.jws.JsonWebSignature;
import org.jose4j.jwt.JwtClaims;
import org.jose4j.jwt.MalformedClaimException;
import org.jose4j.jwt.NumericDate;
import org.jose4j.jwt.consumer.InvalidJwtException;
import org.jose4j.jwt.consumer.JwtConsumer;
import org.jose4j.jwt.consumer.JwtConsumerBuilder;
import org.jose4j.keys.HmacKey;
import org.jose4j.lang.JoseException;

/**
 * Signed session tokens (JWS, HS256, jose4j). The token names a server-side session; it is
 * not trusted alone: every request also checks that session and the user's session version.
 */
@ApplicationScoped
public class SessionTokens {

    private final HmacKey key;
    private final JwtConsumer consumer;

    public SessionTokens(@ConfigProperty(name = "app.session.secret") String secret) {
        this.key = new HmacKey(sha256(secret));
        this.consumer = new JwtConsumerBuilder()
                .setRequireSubject()
                .setRequireExpirationTime()
                .setRequireIssuedAt()
                .setAllowedClockSkewInSeconds(30)
                .setVerificationKey(key)
                .setJwsAlgorithmConstraints(AlgorithmConstraints.ConstraintType.PERMIT, AlgorithmIdentifiers.HMAC_SHA256)
                .build();
    }

    public record Claims(String userId, String sessionId, int version, Instant issuedAt, Instant expiresAt) {
    }

    public String issue(Claims claims) {
        JwtClaims jwt = new JwtClaims();
        jwt.setSubject(claims.userId());
        jwt.setClaim("sid", claims.sessionId());
        jwt.setClaim("ver", claims.version());
        jwt.setIssuedAt(NumericDate.fromMilliseconds(claims.issuedAt().toEpochMilli()));
        jwt.setExpirationTime(NumericDate.fromMilliseconds(claims.expiresAt().toEpochMilli()));
        JsonWebSignature jws = new JsonWebSignature();
        jws.setPayload(jwt.toJson());
        jws.setAlgorithmHeaderValue(AlgorithmIdentifiers.HMAC_SHA256);
        jws.setKey(key);
        try {
            return jws.getCompactSerialization();
        } catch (JoseException e) {
            throw new IllegalStateException("Could not sign a session token", e);
        }
    }

    /** Empty for anything not signed by this service, expired, or malformed. */
    public Optional<Claims> verify(String token) {
        try {
            JwtClaims jwt = consumer.processToClaims(token);
            Object version = jwt.getClaimValue("ver");
            String sessionId = jwt.getStringClaimValue("sid");
            if (!(version instanceof Number number) || sessionId == null) {
                return Optional.empty();
            }
            return Optional.of(new Claims(jwt.getSubject(), sessionId, number.intValue(),
                    Instant.ofEpochMilli(jwt.getIssuedAt().getValueInMillis()),
                    Instant.ofEpochMilli(jwt.getExpirationTime().getValueInMillis())));
        } catch (InvalidJwtException | MalformedClaimException e) {
            return Optional.empty();
        }
    }

    private static byte[] sha256(String secret) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(secret.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
