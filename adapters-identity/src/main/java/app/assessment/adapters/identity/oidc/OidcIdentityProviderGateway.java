package app.assessment.adapters.identity.oidc;

import app.assessment.application.port.out.auth.IdentityProviderGateway;
import app.assessment.application.port.out.auth.ProviderAttempt;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;

/** The configured providers ({@link IdentityProviders}) behind the application's port; an unknown name is a 404. */
@ApplicationScoped
public class OidcIdentityProviderGateway implements IdentityProviderGateway {

    private final IdentityProviders providers;

    public OidcIdentityProviderGateway(IdentityProviders providers) {
        this.providers = providers;
    }

    @Override
    public List<Provider> providers() {
        return providers.all().stream().map(p -> new Provider(p.name(), p.displayName())).toList();
    }

    @Override
    public String authorizationUrl(String provider, ProviderAttempt attempt, String redirectUri) {
        return providers.require(provider).authorizationUrl(attempt, redirectUri);
    }

    @Override
    public String verifiedEmail(String provider, String code, ProviderAttempt attempt, String redirectUri) {
        return providers.require(provider).verifiedEmail(code, attempt, redirectUri);
    }
}
