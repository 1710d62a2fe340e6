package app.assessment.adapters.rest.security;

import app.assessment.application.port.in.auth.SignInUseCase;
import app.assessment.application.port.out.Clock;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jose4j.jwt.JwtClaims;
import org.jose4j.jwt.MalformedClaimException;
import org.jose4j.jwt.NumericDate;
import org.jose4j.jwt.consumer.InvalidJwtException;
import org.jose4j.jwt.consumer.JwtConsumer;

/**
 * Signed session tokens (JWS, HS256, jose4j). The token names a server-side session; it is
 * not trusted alone: every request also checks that session and the user's session version.
 */
@ApplicationScoped
public class SessionTokens {

    private final HmacJws jws;
    private final JwtConsumer consumer;
    /**
     * Tokens that verified here, with their claims. Every signed-in request presents its token,
     * and decoding it and checking its signature was an eighth of such a request's CPU. Only a
     * token that verified is kept, so nothing unsigned fills this; a kept token's expiry is
     * checked again on every use.
     */
    private final Cache<String, Claims> verified = Caffeine.newBuilder()
            .maximumSize(10_000)
            .expireAfterWrite(Duration.ofMinutes(10))
            .build();

    private final Clock clock;

    public SessionTokens(@ConfigProperty(name = "app.session.secret") String secret, Clock clock) {
        this.jws = HmacJws.forSessions(secret);
        this.clock = clock;
        this.consumer = jws.consumer()
                .setRequireSubject()
                .setRequireIssuedAt()
                .build();
    }

    public record Claims(String userId, String sessionId, int version, Instant issuedAt, Instant expiresAt) {
    }

    /** The token of a session a sign-in has just opened. */
    public String issue(SignInUseCase.SessionGrant grant) {
        return issue(new Claims(grant.userId(), grant.sessionId(), grant.sessionVersion(), Instant.now(), grant.expiresAt()));
    }

    public String issue(Claims claims) {
        JwtClaims jwt = new JwtClaims();
        jwt.setSubject(claims.userId());
        jwt.setClaim("sid", claims.sessionId());
        jwt.setClaim("ver", claims.version());
        jwt.setIssuedAt(NumericDate.fromMilliseconds(claims.issuedAt().toEpochMilli()));
        jwt.setExpirationTime(NumericDate.fromMilliseconds(claims.expiresAt().toEpochMilli()));
        return jws.sign(jwt);
    }

    /** Empty for anything not signed by this service, expired, or malformed. */
    public Optional<Claims> verify(String token) {
        Claims known = verified.getIfPresent(token);
        if (known != null) {
            boolean live = clock.now().isBefore(known.expiresAt().plusSeconds(HmacJws.CLOCK_SKEW_SECONDS));
            return live ? Optional.of(known) : Optional.empty();
        }
        Optional<Claims> claims = decode(token);
        claims.ifPresent(c -> verified.put(token, c));
        return claims;
    }

    private Optional<Claims> decode(String token) {
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
}
