package app.assessment.adapters.rest.security;

import app.assessment.application.port.in.auth.ResolveSessionUseCase.SessionPrincipal;
import app.assessment.application.port.in.Caller;
import app.assessment.domain.apikey.ApiKey;
import app.assessment.domain.audit.Actor;
import io.quarkus.security.UnauthorizedException;
import io.quarkus.security.identity.SecurityIdentity;
import io.vertx.core.http.HttpServerRequest;
import jakarta.enterprise.context.RequestScoped;
import java.util.Optional;

/**
 * The signed-in user of this request and the client address. The organization always comes
 * from here, never from the request, so tenant scoping cannot be talked around.
 */
@RequestScoped
public class CurrentUser {

    private final SecurityIdentity identity;
    private final HttpServerRequest request;
    private final ClientAddresses addresses;

    public CurrentUser(SecurityIdentity identity, HttpServerRequest request, ClientAddresses addresses) {
        this.identity = identity;
        this.request = request;
        this.addresses = addresses;
    }

    public Optional<SessionPrincipal> maybe() {
        if (identity.isAnonymous()) {
            return Optional.empty();
        }
        return Optional.ofNullable(identity.getAttribute(SessionIdentityProvider.PRINCIPAL));
    }

    /**
     * The session token a client should keep from now on when it does not use cookies: the one
     * this request renewed, else the bearer token it sent. Empty for cookie clients, whose
     * HttpOnly cookie is never exposed to scripts.
     */
    public Optional<String> bearerSessionToken() {
        String bearer = SessionAuthenticationMechanism.bearerToken(request);
        if (bearer == null || maybe().isEmpty()) {
            return Optional.empty();
        }
        String renewed = identity.getAttribute(SessionIdentityProvider.RENEWED_TOKEN);
        return Optional.of(renewed != null ? renewed : bearer);
    }

    /** The picture claim of the token this request presented, if any (it is not on the session row). */
    public String tokenPicture() {
        SessionTokens.Claims claims = identity.isAnonymous() ? null : identity.getAttribute(SessionIdentityProvider.CLAIMS);
        return claims == null ? null : claims.picture();
    }

    public SessionPrincipal principal() {
        return maybe().orElseThrow(UnauthorizedException::new);
    }

    public String organizationId() {
        return principal().organizationId();
    }

    /** The API key of this request, when it authenticated with one instead of a session (issue 47). */
    public Optional<ApiKey> apiKey() {
        return identity.isAnonymous() ? Optional.empty() : Optional.ofNullable(identity.getAttribute(ApiKeyIdentityProvider.API_KEY));
    }

    /** The audit's actor: the user, or the API key by its id and name (never its text). */
    public Actor actor() {
        SessionPrincipal p = principal();
        return apiKey().map(key -> Actor.apiKey(key.id(), key.name(), key.organizationId(), ip()))
                .orElseGet(() -> Actor.user(p.userId(), p.name(), p.email(), p.organizationId(), ip()));
    }

    /** For a key, records it creates are owned by the administrator who created it ({@link Caller#userId()}). */
    public Caller caller() {
        SessionPrincipal p = principal();
        return new Caller(actor(), p.role(), p.userId());
    }

    /** The client address: the right-most X-Forwarded-For entry not written by a trusted proxy ({@link ClientAddresses}). */
    public String ip() {
        return addresses.of(request);
    }
}
