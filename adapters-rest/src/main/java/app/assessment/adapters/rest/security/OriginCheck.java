package app.assessment.adapters.rest.security;

import app.assessment.adapters.rest.http.HttpConfig;
import app.assessment.adapters.rest.problem.Problem;
import app.assessment.adapters.rest.problem.Responses;
import io.vertx.core.http.HttpServerRequest;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * A browser sends the session cookie with cross-site requests too; a state-changing request
 * that carries the cookie and comes from a foreign Origin (or, without Origin, a foreign
 * Referer) is refused. Requests with neither header (mobile apps, server-to-server) and
 * bearer-authenticated ones are not affected: ADR 0018 says why.
 */
@ApplicationScoped
public class OriginCheck {

    private static final Set<String> SAFE = Set.of("GET", "HEAD", "OPTIONS");

    private final PublicUrls urls;
    private final List<String> allowedOrigins;
    private final SessionCookies cookies;

    public OriginCheck(PublicUrls urls, HttpConfig http, SessionCookies cookies) {
        this.urls = urls;
        this.cookies = cookies;
        this.allowedOrigins = http.allowedOrigins().orElse(List.of());
    }

    @ServerRequestFilter(preMatching = true)
    public Optional<Response> refuseForeignOrigin(ContainerRequestContext context, HttpServerRequest request) {
        String origin = originOf(context.getHeaderString("Origin"), context.getHeaderString("Referer"));
        if (SAFE.contains(context.getMethod()) || origin == null || cookies.readSession(request) == null) {
            return Optional.empty();
        }
        String authorization = context.getHeaderString(HttpHeaders.AUTHORIZATION);
        if (authorization != null && authorization.regionMatches(true, 0, "Bearer ", 0, 7)) {
            return Optional.empty();
        }
        if (urls.sameOrigin(origin, urls.base(request)) || allowedOrigins.contains(origin)) {
            return Optional.empty();
        }
        return Optional.of(Responses.problem(Problem.of(403, "ORIGIN_NOT_ALLOWED",
                "Cross-site request refused: the Origin is not this service's")).build());
    }

    /**
     * The Origin header, else the origin of the Referer (a browser that leaves Origin out still
     * names the page it came from); null when neither is sent, which is let through (ADR 0018).
     */
    static String originOf(String origin, String referer) {
        if (origin != null && !origin.isBlank()) {
            return origin; // "null" (a sandboxed frame, file://) matches nothing and is refused
        }
        if (referer == null || referer.isBlank()) {
            return null;
        }
        try {
            URI uri = new URI(referer.strip());
            if (uri.getScheme() == null || uri.getHost() == null) {
                return "null";
            }
            return uri.getScheme() + "://" + uri.getHost() + (uri.getPort() < 0 ? "" : ":" + uri.getPort());
        } catch (URISyntaxException e) {
            return "null";
        }
    }
}
