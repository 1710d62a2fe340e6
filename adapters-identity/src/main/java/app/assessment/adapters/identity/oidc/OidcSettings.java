package app.assessment.adapters.identity.oidc;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import io.smallrye.config.WithParentName;
import java.util.Map;
import java.util.Optional;

/**
 * Named OpenID Connect providers: {@code app.oidc.<name>.issuer}, {@code .client-id},
 * {@code .client-secret}, {@code .scopes}, {@code .display-name}. As environment variables:
 * {@code APP_OIDC_GOOGLE_ISSUER}, {@code APP_OIDC_GOOGLE_CLIENT_ID}, ... (README, "Configuration").
 * No provider configured means the credentials sign-in only.
 */
@ConfigMapping(prefix = "app.oidc")
public interface OidcSettings {

    @WithParentName
    Map<String, Provider> providers();

    interface Provider {
        /** Exact issuer identifier; discovery is read from {@code <issuer>/.well-known/openid-configuration}. */
        String issuer();

        String clientId();

        String clientSecret();

        @WithDefault("openid email profile")
        String scopes();

        /** Shown by sign-in pages; the provider name when absent. */
        Optional<String> displayName();
    }
}
