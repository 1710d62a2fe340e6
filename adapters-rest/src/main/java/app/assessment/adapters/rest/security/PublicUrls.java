package app.assessment.adapters.rest.security;

import io.vertx.core.http.HttpServerRequest;
import jakarta.enterprise.context.ApplicationScoped;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Optional;

/**
 * Absolute URLs the sign-in protocol hands back, and the guard against open redirects: a
 * callback URL is kept only when relative or on this service's own origin.
 */
@ApplicationScoped
public class PublicUrls {

    private final Optional<String> configured;

    public PublicUrls(PublicConfig config) {
        this.configured = config.url().map(url -> url.endsWith("/") ? url.substring(0, url.length() - 1) : url);
    }

    /** Scheme, host and port of the service as clients see it. */
    public String base(HttpServerRequest request) {
        return configured.orElseGet(() -> request.scheme() + "://" + request.authority());
    }

    public String safeCallback(String callbackUrl, HttpServerRequest request) {
        String base = base(request);
        if (callbackUrl == null || callbackUrl.isBlank()) {
            return base;
        }
        String url = callbackUrl.strip();
        if (url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\")) {
            return base + url;
        }
        return sameOrigin(url, base) ? url : base;
    }

    public boolean sameOrigin(String url, String base) {
        try {
            URI candidate = new URI(url);
            URI own = new URI(base);
            return candidate.getScheme() != null && candidate.getScheme().equalsIgnoreCase(own.getScheme())
                    && candidate.getHost() != null && candidate.getHost().equalsIgnoreCase(own.getHost())
                    && port(candidate) == port(own);
        } catch (URISyntaxException e) {
            return false;
        }
    }

    private static int port(URI uri) {
        if (uri.getPort() != -1) {
            return uri.getPort();
        }
        return "https".equalsIgnoreCase(uri.getScheme()) ? 443 : 80;
    }
}
