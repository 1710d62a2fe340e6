package app.assessment.adapters.rest.security;

import app.assessment.application.port.out.Clock;
import app.assessment.application.port.in.auth.ResolveSessionUseCase;
import app.assessment.application.port.in.auth.ResolveSessionUseCase.SessionPrincipal;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.runtime.QuarkusPrincipal;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.time.Instant;

/**
 * The server-side half of authentication: the session must exist, be live, and carry the
 * user's current session version. A token that fails any check yields an anonymous identity,
 * so protected routes answer 401 and public ones simply see nobody.
 */
@ApplicationScoped
public class SessionIdentityProvider implements IdentityProvider<SessionTokenRequest> {

    public static final String PRINCIPAL = "app.session.principal";
    /** The renewed session's token (a String), when this request renewed it. */
    static final String RENEWED_TOKEN = "app.session.renewed-token";
    static final String RENEWED_EXPIRY = "app.session.renewed-expiry";
    /** What the presented token said ({@link SessionTokens.Claims}). */
    static final String CLAIMS = "app.session.claims";

    private final ResolveSessionUseCase sessions;
    private final SessionTokens tokens;
    private final Duration updateAge;
    private final Clock clock;

    public SessionIdentityProvider(ResolveSessionUseCase sessions, SessionTokens tokens,
                                   SessionConfig config,
                                   Clock clock) {
        this.sessions = sessions;
        this.tokens = tokens;
        this.updateAge = config.updateAge();
        this.clock = clock;
    }

    @Override
    public Class<SessionTokenRequest> getRequestType() {
        return SessionTokenRequest.class;
    }

    @Override
    public Uni<SecurityIdentity> authenticate(SessionTokenRequest request, AuthenticationRequestContext context) {
        return context.runBlocking(() -> identityOf(request.claims()));
    }

    private SecurityIdentity identityOf(SessionTokens.Claims claims) {
        return sessions.resolve(claims.sessionId(), claims.userId(), claims.version())
                .map(principal -> identity(principal, claims))
                .orElseGet(() -> QuarkusSecurityIdentity.builder().setAnonymous(true).build());
    }

    private SecurityIdentity identity(SessionPrincipal principal, SessionTokens.Claims claims) {
        QuarkusSecurityIdentity.Builder builder = QuarkusSecurityIdentity.builder()
                .setPrincipal(new QuarkusPrincipal(principal.userId()))
                .addRole(principal.role().name())
                .addAttribute(PRINCIPAL, principal)
                .addAttribute(CLAIMS, claims);
        if (dueForRenewal(claims)) {
            Instant expiresAt = sessions.extend(principal.sessionId());
            builder.addAttribute(RENEWED_TOKEN, tokens.reissue(principal, expiresAt, claims.picture()));
            builder.addAttribute(RENEWED_EXPIRY, expiresAt);
        }
        return builder.build();
    }

    /**
     * Like NextAuth's updateAge: a token older than that is reissued with a later expiry. A token
     * of the earlier format is reissued at once, so the web app's server side can read it (ADR 0026).
     */
    private boolean dueForRenewal(SessionTokens.Claims claims) {
        return claims.legacy() || Duration.between(claims.issuedAt(), clock.now()).compareTo(updateAge) >= 0;
    }
}
