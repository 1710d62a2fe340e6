package app.assessment.adapters.rest.auth.oidc;

import app.assessment.adapters.rest.security.DerivedKeys;
import app.assessment.adapters.rest.security.DirectJwe;
import app.assessment.domain.shared.DomainException;
import jakarta.enterprise.context.ApplicationScoped;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Duration;
import org.jose4j.jwt.JwtClaims;
import org.jose4j.jwt.MalformedClaimException;
import org.jose4j.jwt.NumericDate;
import org.jose4j.jwt.consumer.InvalidJwtException;
import org.jose4j.jwt.consumer.JwtConsumer;

/**
 * Keeps a {@link SignInAttempt} in the browser as a short-lived encrypted token (JWE) instead of
 * on the server, so the callback may land on any instance. Encrypted, not only signed: it holds
 * the PKCE verifier and the nonce, which must stay secret until the code is redeemed. The key is
 * derived from {@code app.session.secret} for this purpose alone: an attempt can never pass as a
 * session token, nor the other way round.
 */
@ApplicationScoped
public class SignInAttemptCookie {

    public static final Duration LIFETIME = Duration.ofMinutes(10);
    private static final String TYPE = "oidc-attempt";

    private final DirectJwe jwe;
    private final JwtConsumer consumer;

    public SignInAttemptCookie(DerivedKeys keys) {
        this.jwe = DirectJwe.forPurpose("oidc-sign-in-attempt", keys);
        this.consumer = jwe.consumer().build();
    }

    public String seal(SignInAttempt attempt) {
        JwtClaims claims = new JwtClaims();
        claims.setClaim("typ", TYPE);
        claims.setClaim("prv", attempt.provider());
        claims.setClaim("st", attempt.state());
        claims.setClaim("non", attempt.nonce());
        claims.setClaim("pkv", attempt.codeVerifier());
        claims.setClaim("ret", attempt.returnTo());
        claims.setExpirationTimeMinutesInTheFuture(LIFETIME.toMinutes());
        claims.setIssuedAt(NumericDate.now());
        return jwe.encrypt(claims);
    }

    /**
     * The attempt this browser started with this provider, when the {@code state} the provider
     * echoed matches it; otherwise the callback is someone else's (login CSRF) or stale.
     */
    public SignInAttempt open(String cookieValue, String provider, String state) {
        if (cookieValue == null || state == null) {
            throw stateInvalid();
        }
        try {
            JwtClaims claims = consumer.processToClaims(cookieValue);
            SignInAttempt attempt = new SignInAttempt(claims.getStringClaimValue("prv"), claims.getStringClaimValue("st"),
                    claims.getStringClaimValue("non"), claims.getStringClaimValue("pkv"), claims.getStringClaimValue("ret"));
            boolean matches = TYPE.equals(claims.getStringClaimValue("typ")) && provider.equals(attempt.provider())
                    && attempt.state() != null && MessageDigest.isEqual(attempt.state().getBytes(StandardCharsets.US_ASCII),
                    state.getBytes(StandardCharsets.US_ASCII));
            if (!matches || attempt.nonce() == null || attempt.codeVerifier() == null || attempt.returnTo() == null) {
                throw stateInvalid();
            }
            return attempt;
        } catch (InvalidJwtException | MalformedClaimException e) {
            throw stateInvalid();
        }
    }

    private static DomainException stateInvalid() {
        return new DomainException(DomainException.Kind.UNAUTHENTICATED, "OIDC_STATE_INVALID",
                "The sign-in attempt is unknown, expired or belongs to another browser; start again");
    }
}
