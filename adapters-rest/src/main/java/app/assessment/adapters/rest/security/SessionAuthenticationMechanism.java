package app.assessment.adapters.rest.security;

import app.assessment.adapters.rest.http.RequestLogContext;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.in.auth.ResolveSessionUseCase.SessionPrincipal;
import app.assessment.domain.apikey.ApiKeyText;
import io.quarkus.security.identity.IdentityProviderManager;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.AuthenticationRequest;
import io.quarkus.vertx.http.runtime.security.ChallengeData;
import io.quarkus.vertx.http.runtime.security.HttpAuthenticationMechanism;
import io.quarkus.vertx.http.runtime.security.HttpSecurityUtils;
import io.smallrye.mutiny.Uni;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.Optional;
import java.util.Set;

/**
 * Reads the session token from the NextAuth cookie, or from {@code Authorization: Bearer} for
 * non-browser clients, and has the identity provider check its server-side session. A renewed
 * session (sliding expiry) gets a fresh cookie on the way out; a bearer client, which never
 * sees cookies, gets the renewed token in the {@value #RENEWED_TOKEN_HEADER} header instead.
 * A bearer value shaped like an organization API key ({@code ask_...}) goes to {@link ApiKeyIdentityProvider}
 * instead: one mechanism, so both kinds of caller end as the same principal (ADR 0057).
 */
@ApplicationScoped
public class SessionAuthenticationMechanism implements HttpAuthenticationMechanism {

    private static final String BEARER = "Bearer ";
    public static final String RENEWED_TOKEN_HEADER = "X-Session-Token";
    public static final String RENEWED_EXPIRY_HEADER = "X-Session-Expires";

    private final SessionTokens tokens;
    private final SessionCookies cookies;
    private final Clock clock;

    private final ClientAddresses addresses;

    public SessionAuthenticationMechanism(SessionTokens tokens, SessionCookies cookies, Clock clock, ClientAddresses addresses) {
        this.tokens = tokens;
        this.cookies = cookies;
        this.clock = clock;
        this.addresses = addresses;
    }

    @Override
    public Uni<SecurityIdentity> authenticate(RoutingContext context, IdentityProviderManager identityProviderManager) {
        String bearer = bearerToken(context.request());
        if (ApiKeyText.looksLikeKey(bearer)) {
            ApiKeyRequest request = new ApiKeyRequest(bearer, addresses.of(context.request()));
            HttpSecurityUtils.setRoutingContextAttribute(request, context);
            return identityProviderManager.authenticate(request);
        }
        String token = tokenOf(context);
        Optional<SessionTokens.Claims> claims = token == null ? Optional.empty() : tokens.verify(token);
        if (claims.isEmpty()) {
            return Uni.createFrom().optional(Optional.empty());
        }
        SessionTokenRequest request = new SessionTokenRequest(claims.get());
        HttpSecurityUtils.setRoutingContextAttribute(request, context);
        return identityProviderManager.authenticate(request).invoke(identity -> {
            renewCookie(context, identity);
            SessionPrincipal principal = identity.getAttribute(SessionIdentityProvider.PRINCIPAL);
            if (principal != null) {
                RequestLogContext.identified(principal);
            }
        });
    }

    @Override
    public Uni<ChallengeData> getChallenge(RoutingContext context) {
        return Uni.createFrom().item(new ChallengeData(401, null, null));
    }

    @Override
    public Set<Class<? extends AuthenticationRequest>> getCredentialTypes() {
        return Set.of(SessionTokenRequest.class, ApiKeyRequest.class);
    }

    /** The bearer form wins when both are present: it is what a non-browser client chose to send. */
    private String tokenOf(RoutingContext context) {
        String bearer = bearerToken(context.request());
        return bearer != null ? bearer : cookies.readSession(context.request());
    }

    /** The token of {@code Authorization: Bearer}, or null when the request has none. */
    public static String bearerToken(HttpServerRequest request) {
        String authorization = request.getHeader(HttpHeaders.AUTHORIZATION);
        if (authorization != null && authorization.regionMatches(true, 0, BEARER, 0, BEARER.length())) {
            return authorization.substring(BEARER.length()).trim();
        }
        return null;
    }

    private void renewCookie(RoutingContext context, SecurityIdentity identity) {
        String token = identity.getAttribute(SessionIdentityProvider.RENEWED_TOKEN);
        if (token == null) {
            return;
        }
        Instant expiresAt = identity.getAttribute(SessionIdentityProvider.RENEWED_EXPIRY);
        boolean bearer = bearerToken(context.request()) != null;
        context.addHeadersEndHandler(done -> {
            if (bearer) {
                context.response().headers().add(RENEWED_TOKEN_HEADER, token)
                        .add(RENEWED_EXPIRY_HEADER, expiresAt.toString());
            } else {
                context.response().headers().add(HttpHeaders.SET_COOKIE, cookies.session(context.request(), token, expiresAt, clock.now()));
            }
        });
    }
}
