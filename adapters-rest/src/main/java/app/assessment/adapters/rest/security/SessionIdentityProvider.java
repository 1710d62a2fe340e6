package app.assessment.adapters.rest.security;

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
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The server-side half of authentication: the session must exist, be live, and carry the
 * user's current session version. A token that fails any check yields an anonymous identity,
 * so protected routes answer 401 and public ones simply see nobody.
 */
@ApplicationScoped
public class SessionIdentityProvider implements IdentityProvider<SessionTokenRequest> {

    public static final String PRINCIPAL = "app.session.principal";
    static final String RENEWED = "app.session.renewed";

    private final ResolveSessionUseCase sessions;
    private final Duration updateAge;

    public SessionIdentityProvider(ResolveSessionUseCase sessions,
                                   @ConfigProperty(name = "app.session.update-age", defaultValue = "P1D") Duration updateAge) {
        this.sessions = sessions;
        this.updateAge = updateAge;
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
                .map(principal -> identity(principal, renewalOf(claims, principal)))
                .orElseGet(() -> QuarkusSecurityIdentity.builder().setAnonymous(true).build());
    }

    /** Like NextAuth's updateAge: a token older than that is reissued with a later expiry. */
    private SessionTokens.Claims renewalOf(SessionTokens.Claims claims, SessionPrincipal principal) {
        Instant now = Instant.now();
        if (Duration.between(claims.issuedAt(), now).compareTo(updateAge) < 0) {
            return null;
        }
        Instant expiresAt = sessions.extend(principal.sessionId());
        return new SessionTokens.Claims(principal.userId(), principal.sessionId(), principal.sessionVersion(), now, expiresAt);
    }

    private static SecurityIdentity identity(SessionPrincipal principal, SessionTokens.Claims renewed) {
        QuarkusSecurityIdentity.Builder builder = QuarkusSecurityIdentity.builder()
                .setPrincipal(new QuarkusPrincipal(principal.userId()))
                .addRole(principal.role().name())
                .addAttribute(PRINCIPAL, principal);
        if (renewed != null) {
            builder.addAttribute(RENEWED, renewed);
        }
        return builder.build();
    }
}
