package app.assessment.adapters.identity.oidc;

import java.util.List;
import java.util.Map;

/**
 * The parts of a provider's discovery document this flow uses (OpenID Connect Discovery 1.0).
 * The document must name the configured issuer exactly (§4.3), so a misdirected discovery
 * URL cannot substitute another provider's keys.
 */
record ProviderMetadata(String issuer, String authorizationEndpoint, String tokenEndpoint, String jwksUri,
                        boolean clientSecretBasic) {

    static ProviderMetadata from(Map<String, Object> document, String expectedIssuer) {
        String issuer = text(document, "issuer");
        if (!expectedIssuer.equals(issuer)) {
            throw OidcHttp.unavailable();
        }
        // Discovery's default for a missing list is client_secret_basic; post only when basic is not offered.
        Object methods = document.get("token_endpoint_auth_methods_supported");
        boolean basic = !(methods instanceof List<?> list) || list.contains("client_secret_basic")
                || !list.contains("client_secret_post");
        return new ProviderMetadata(issuer, secure(text(document, "authorization_endpoint")),
                secure(text(document, "token_endpoint")), secure(text(document, "jwks_uri")), basic);
    }

    /** Plain HTTP only to this machine (a local test or development provider). */
    static boolean isSecure(String url) {
        return url.startsWith("https://") || url.matches("http://(localhost|127\\.0\\.0\\.1|\\[::1])(:\\d+)?(/.*)?");
    }

    private static String secure(String url) {
        if (!isSecure(url)) {
            throw OidcHttp.unavailable();
        }
        return url;
    }

    private static String text(Map<String, Object> document, String name) {
        if (document.get(name) instanceof String value && !value.isBlank()) {
            return value;
        }
        throw OidcHttp.unavailable();
    }
}
