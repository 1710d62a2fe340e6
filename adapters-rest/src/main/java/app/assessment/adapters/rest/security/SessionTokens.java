package app.assessment.adapters.rest.security;

import app.assessment.application.port.in.auth.ResolveSessionUseCase.SessionPrincipal;
import app.assessment.application.port.in.auth.SignInUseCase;
import app.assessment.application.port.out.Clock;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;
import org.jose4j.jwt.JwtClaims;
import org.jose4j.jwt.MalformedClaimException;
import org.jose4j.jwt.NumericDate;
import org.jose4j.jwt.consumer.InvalidJwtException;
import org.jose4j.jwt.consumer.JwtConsumer;

/**
 * Session tokens in next-auth v4's format (ADR 0026): a JWE ({@code dir}, {@code A256GCM}) under
 * the key next-auth derives from NEXTAUTH_SECRET, so the web app's own {@code getToken},
 * {@code getServerSession} and {@code withAuth} read them. The token names a server-side session;
 * it is not trusted alone: every request also checks that session and the user's session version.
 * Tokens of the earlier format (HS256 JWS) are still accepted until they expire, and are reissued
 * in this format at their first use ({@link Claims#legacy()}).
 */
@ApplicationScoped
public class SessionTokens {

    private final DirectJwe jwe;
    private final JwtConsumer consumer;
    private final JwtConsumer legacyConsumer;
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

    public SessionTokens(DerivedKeys keys, Clock clock) {
        this.jwe = DirectJwe.forSessions(keys);
        this.clock = clock;
        this.consumer = jwe.consumer().setRequireSubject().setRequireIssuedAt().build();
        this.legacyConsumer = HmacJws.forLegacySessions(keys).consumer().setRequireSubject().setRequireIssuedAt().build();
    }

    /**
     * What a token says. {@code holder} is null for a token of the earlier format, which named
     * only the session.
     */
    public record Claims(String userId, String sessionId, int version, Instant issuedAt, Instant expiresAt, Holder holder) {

        public boolean legacy() {
            return holder == null;
        }

        /** The picture claim is not on the session row, so a reissued token carries the previous one's. */
        public String picture() {
            return holder == null ? null : holder.picture();
        }
    }

    /** NextAuth's user claims ({@code name}, {@code email}, {@code picture}) and ours. */
    public record Holder(String name, String email, String picture, String role, String organizationId) {
    }

    /** The token of a session a sign-in has just opened. */
    public String issue(SignInUseCase.SessionGrant grant) {
        Holder holder = new Holder(grant.name(), grant.email(), grant.imageUrl(), grant.role().name(), grant.organizationId());
        return issue(new Claims(grant.userId(), grant.sessionId(), grant.sessionVersion(), clock.now(), grant.expiresAt(), holder));
    }

    /** A fresh token for a session just checked (renewal, update): its user claims come from that check. */
    public String reissue(SessionPrincipal principal, Instant expiresAt, String picture) {
        Holder holder = new Holder(principal.name(), principal.email(), picture, principal.role().name(), principal.organizationId());
        return issue(new Claims(principal.userId(), principal.sessionId(), principal.sessionVersion(), clock.now(), expiresAt, holder));
    }

    public String issue(Claims claims) {
        JwtClaims jwt = new JwtClaims();
        Holder holder = claims.holder();
        if (holder != null) {
            jwt.setClaim("name", holder.name());
            jwt.setClaim("email", holder.email());
            if (holder.picture() != null) {
                jwt.setClaim("picture", holder.picture());
            }
            jwt.setClaim("role", holder.role());
            jwt.setClaim("organizationId", holder.organizationId());
        }
        jwt.setSubject(claims.userId());
        jwt.setClaim("sid", claims.sessionId());
        jwt.setClaim("ver", claims.version());
        jwt.setIssuedAt(NumericDate.fromMilliseconds(claims.issuedAt().toEpochMilli()));
        jwt.setExpirationTime(NumericDate.fromMilliseconds(claims.expiresAt().toEpochMilli()));
        jwt.setJwtId(UUID.randomUUID().toString());
        return jwe.encrypt(jwt);
    }

    /** Empty for anything not issued by this service, expired, or malformed. */
    public Optional<Claims> verify(String token) {
        Claims known = verified.getIfPresent(token);
        if (known != null) {
            boolean live = clock.now().isBefore(known.expiresAt().plusSeconds(DirectJwe.CLOCK_SKEW_SECONDS));
            return live ? Optional.of(known) : Optional.empty();
        }
        Optional<Claims> claims = decode(token);
        claims.ifPresent(c -> verified.put(token, c));
        return claims;
    }

    private Optional<Claims> decode(String token) {
        // A compact JWE has five parts, a JWS three: the format decides the key, never a header field.
        boolean legacy = token.chars().filter(c -> c == '.').count() == 2;
        try {
            JwtClaims jwt = (legacy ? legacyConsumer : consumer).processToClaims(token);
            Object version = jwt.getClaimValue("ver");
            String sessionId = jwt.getStringClaimValue("sid");
            if (!(version instanceof Number number) || sessionId == null) {
                return Optional.empty();
            }
            Holder holder = legacy ? null : new Holder(jwt.getStringClaimValue("name"), jwt.getStringClaimValue("email"),
                    jwt.getStringClaimValue("picture"), jwt.getStringClaimValue("role"), jwt.getStringClaimValue("organizationId"));
            return Optional.of(new Claims(jwt.getSubject(), sessionId, number.intValue(),
                    Instant.ofEpochMilli(jwt.getIssuedAt().getValueInMillis()),
                    Instant.ofEpochMilli(jwt.getExpirationTime().getValueInMillis()), holder));
        } catch (InvalidJwtException | MalformedClaimException e) {
            return Optional.empty();
        }
    }
}
