package app.assessment.bootstrap.auth.oidc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.adapters.identity.oidc.IdentityProviderCallLimit;
import app.assessment.adapters.identity.oidc.IdentityProviders;
import app.assessment.adapters.identity.oidc.OidcHttp;
import app.assessment.adapters.identity.oidc.OidcSettings;
import io.smallrye.config.EnvConfigSource;
import io.smallrye.config.PropertiesConfigSource;
import io.smallrye.config.SmallRyeConfigBuilder;
import java.util.Map;
import org.eclipse.microprofile.config.spi.ConfigSource;
import org.junit.jupiter.api.Test;

/** The configuration forms the README documents, and the start-up check of what they say. */
class OidcSettingsTest {

    @Test
    void environmentVariables_nameProvidersAndTheirSettings() {
        OidcSettings settings = settings(new EnvConfigSource(Map.of(
                "APP_OIDC_GOOGLE_ISSUER", "https://accounts.google.com",
                "APP_OIDC_GOOGLE_CLIENT_ID", "google-client",
                "APP_OIDC_GOOGLE_CLIENT_SECRET", "google-secret",
                "APP_OIDC_GOOGLE_DISPLAY_NAME", "Google"), 300));

        assertThat(settings.providers()).containsOnlyKeys("google");
        OidcSettings.Provider google = settings.providers().get("google");
        assertThat(google.issuer()).isEqualTo("https://accounts.google.com");
        assertThat(google.clientId()).isEqualTo("google-client");
        assertThat(google.clientSecret()).isEqualTo("google-secret");
        assertThat(google.scopes()).isEqualTo("openid email profile");
        assertThat(google.displayName()).contains("Google");
        assertThat(new IdentityProviders(settings, new OidcHttp(new IdentityProviderCallLimit())).require("google").displayName()).isEqualTo("Google");
    }

    @Test
    void noSettings_noProviders() {
        OidcSettings settings = settings(new EnvConfigSource(Map.of(), 300));
        assertThat(settings.providers()).isEmpty();
        assertThat(new IdentityProviders(settings, new OidcHttp(new IdentityProviderCallLimit())).all()).isEmpty();
    }

    @Test
    void dashedName_plainHttpIssuer_orScopesWithoutOpenid_stopTheStart() {
        OidcSettings settings = settings(new PropertiesConfigSource(Map.of(
                "app.oidc.azure-ad.issuer", "https://login.microsoftonline.com/tenant/v2.0",
                "app.oidc.azure-ad.client-id", "c", "app.oidc.azure-ad.client-secret", "s",
                "app.oidc.plain.issuer", "http://idp.example.com", "app.oidc.plain.client-id", "c",
                "app.oidc.plain.client-secret", "s", "app.oidc.plain.scopes", "email profile"), "test", 300));

        assertThatThrownBy(() -> new IdentityProviders(settings, new OidcHttp(new IdentityProviderCallLimit())))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("app.oidc.azure-ad: the name must be lower-case letters and digits")
                .hasMessageContaining("app.oidc.plain.issuer must be an https URL")
                .hasMessageContaining("app.oidc.plain.scopes must include openid");
    }

    private static OidcSettings settings(ConfigSource source) {
        return new SmallRyeConfigBuilder().withSources(source).withMapping(OidcSettings.class).build()
                .getConfigMapping(OidcSettings.class);
    }
}
