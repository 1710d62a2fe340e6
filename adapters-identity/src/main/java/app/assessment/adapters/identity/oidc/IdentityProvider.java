package app.assessment.adapters.identity.oidc;

import app.assessment.application.port.out.auth.ProviderAttempt;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.shared.Sha256;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One configured OpenID Connect provider and the authorization-code flow against it. The
 * discovery document is read on first use, not at start-up, so a provider outage never keeps
 * the service from starting; it is then kept for the life of the process.
 */
public final class IdentityProvider {

    private final String name;
    private final OidcSettings.Provider settings;
    private final OidcHttp http;
    private volatile Discovered discovered;

    IdentityProvider(String name, OidcSettings.Provider settings, OidcHttp http) {
        this.name = name;
        this.settings = settings;
        this.http = http;
    }

    private record Discovered(ProviderMetadata metadata, IdTokenVerifier verifier) {
    }

    public String name() {
        return name;
    }

    public String displayName() {
        return settings.displayName().filter(s -> !s.isBlank()).orElse(name);
    }

    /** Where the browser goes to sign in (OpenID Connect Core §3.1.2.1, with PKCE S256). */
    public String authorizationUrl(ProviderAttempt attempt, String redirectUri) {
        Map<String, String> query = new LinkedHashMap<>();
        query.put("response_type", "code");
        query.put("client_id", settings.clientId());
        query.put("redirect_uri", redirectUri);
        query.put("scope", settings.scopes());
        query.put("state", attempt.state());
        query.put("nonce", attempt.nonce());
        query.put("code_challenge", codeChallenge(attempt));
        query.put("code_challenge_method", "S256");
        String endpoint = discovered().metadata().authorizationEndpoint();
        return endpoint + (endpoint.contains("?") ? "&" : "?") + OidcHttp.formEncode(query);
    }

    /** Redeems the code at the token endpoint and returns the e-mail its id_token verifies. */
    public String verifiedEmail(String code, ProviderAttempt attempt, String redirectUri) {
        Discovered provider = discovered();
        Map<String, String> form = new LinkedHashMap<>();
        form.put("grant_type", "authorization_code");
        form.put("code", code);
        form.put("redirect_uri", redirectUri);
        form.put("code_verifier", attempt.codeVerifier());
        Map<String, Object> answer;
        if (provider.metadata().clientSecretBasic()) {
            answer = http.postForm(provider.metadata().tokenEndpoint(), form, settings.clientId(), settings.clientSecret());
        } else {
            form.put("client_id", settings.clientId());
            form.put("client_secret", settings.clientSecret());
            answer = http.postForm(provider.metadata().tokenEndpoint(), form, null, null);
        }
        if (!(answer.get("id_token") instanceof String idToken)) {
            throw new DomainException(DomainException.Kind.UNAUTHENTICATED, "OIDC_ID_TOKEN_INVALID",
                    "The identity provider answered without an id_token");
        }
        return provider.verifier().verifiedEmail(idToken, attempt.nonce());
    }

    /** S256: BASE64URL(SHA-256(verifier)). The verifier is base64url, so its UTF-8 bytes are its ASCII bytes, as RFC 7636 hashes them. */
    private static String codeChallenge(ProviderAttempt attempt) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(Sha256.of(attempt.codeVerifier()));
    }

    private Discovered discovered() {
        Discovered known = discovered;
        if (known != null) {
            return known;
        }
        synchronized (this) {
            if (discovered == null) {
                String issuer = settings.issuer();
                String url = (issuer.endsWith("/") ? issuer.substring(0, issuer.length() - 1) : issuer)
                        + "/.well-known/openid-configuration";
                ProviderMetadata metadata = ProviderMetadata.from(http.getJson(url), issuer);
                discovered = new Discovered(metadata, new IdTokenVerifier(metadata, settings.clientId(), http.jwksGet()));
            }
            return discovered;
        }
    }
}
