package app.assessment.adapters.rest.security;

import app.assessment.application.port.in.apikey.AuthenticateApiKeyUseCase;
import app.assessment.application.port.in.auth.ResolveSessionUseCase.SessionPrincipal;
import app.assessment.domain.apikey.ApiKey;
import app.assessment.domain.user.Role;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.runtime.QuarkusPrincipal;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * Issue 47: an API key becomes the same principal a session does, acting as its organization with the
 * role ADMIN (the organization's whole view), narrowed to its scopes by {@code ApiKeyAccessFilter}; the key
 * itself rides along as {@link #API_KEY}. An unknown, revoked or expired key is anonymous, so 401.
 */
@ApplicationScoped
public class ApiKeyIdentityProvider implements IdentityProvider<ApiKeyRequest> {

    /** The {@link ApiKey} of a key-authenticated request. */
    public static final String API_KEY = "app.api-key";

    private final AuthenticateApiKeyUseCase keys;

    public ApiKeyIdentityProvider(AuthenticateApiKeyUseCase keys) {
        this.keys = keys;
    }

    @Override
    public Class<ApiKeyRequest> getRequestType() {
        return ApiKeyRequest.class;
    }

    @Override
    public Uni<SecurityIdentity> authenticate(ApiKeyRequest request, AuthenticationRequestContext context) {
        return context.runBlocking(() -> keys.authenticate(request.key(), request.ip())
                .map(ApiKeyIdentityProvider::identity)
                .orElseGet(() -> QuarkusSecurityIdentity.builder().setAnonymous(true).build()));
    }

    private static SecurityIdentity identity(ApiKey key) {
        SessionPrincipal principal = new SessionPrincipal(null, key.createdBy(), key.organizationId(), null, key.name(),
                Role.ADMIN, 0, key.expiresAt());
        return QuarkusSecurityIdentity.builder()
                .setPrincipal(new QuarkusPrincipal(key.id()))
                .addRole(Role.ADMIN.name())
                .addAttribute(SessionIdentityProvider.PRINCIPAL, principal)
                .addAttribute(API_KEY, key)
                .build();
    }
}
