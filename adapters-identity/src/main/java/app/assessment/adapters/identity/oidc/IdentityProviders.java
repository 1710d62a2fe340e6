package app.assessment.adapters.identity.oidc;

import app.assessment.domain.shared.DomainException;
import io.quarkus.runtime.Startup;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The configured providers by name. Checked at start-up ({@code @Startup}) so a typo in the
 * configuration stops the service instead of surfacing at someone's first sign-in.
 */
@Startup
@ApplicationScoped
public class IdentityProviders {

    /** No '-' or '_': the environment form {@code APP_OIDC_<NAME>_ISSUER} could not tell the name from the key. */
    private static final String NAME = "[a-z][a-z0-9]{0,39}";

    private final Map<String, IdentityProvider> byName = new TreeMap<>();

    public IdentityProviders(OidcSettings settings, OidcHttp http) {
        List<String> problems = new ArrayList<>();
        settings.providers().forEach((name, provider) -> {
            problems.addAll(problemsOf(name, provider));
            byName.put(name, new IdentityProvider(name, provider, http));
        });
        if (!problems.isEmpty()) {
            throw new IllegalStateException("Invalid identity-provider configuration: " + String.join("; ", problems));
        }
    }

    /** The provider of this name; 404 when none is configured (no hint what is). */
    public IdentityProvider require(String name) {
        IdentityProvider provider = name == null ? null : byName.get(name);
        if (provider == null) {
            throw DomainException.notFound("Identity provider");
        }
        return provider;
    }

    public Collection<IdentityProvider> all() {
        return Collections.unmodifiableCollection(byName.values());
    }

    private static List<String> problemsOf(String name, OidcSettings.Provider provider) {
        List<String> problems = new ArrayList<>();
        String prefix = "app.oidc." + name + ".";
        if (!name.matches(NAME) || name.equals("credentials")) {
            problems.add("app.oidc." + name + ": the name must be lower-case letters and digits, and not 'credentials'");
        }
        if (!ProviderMetadata.isSecure(provider.issuer())) {
            problems.add(prefix + "issuer must be an https URL");
        }
        if (provider.clientId().isBlank() || provider.clientSecret().isBlank()) {
            problems.add(prefix + "client-id and client-secret are required");
        }
        if (!List.of(provider.scopes().split("\\s+")).contains("openid")) {
            problems.add(prefix + "scopes must include openid");
        }
        return problems;
    }
}
