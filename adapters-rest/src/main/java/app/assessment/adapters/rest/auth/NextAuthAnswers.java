package app.assessment.adapters.rest.auth;

import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import java.net.URI;

/**
 * NextAuth's two answer modes for a step that ends in a redirect: a 302 for browser navigations,
 * or {@code {url}} with the step's status when the client asked for JSON ({@code json=true}, or
 * {@code X-Auth-Return-Redirect: 1}), since fetch() cannot read a cross-origin redirect.
 */
final class NextAuthAnswers {

    static final String NO_STORE = "private, no-cache, no-store";

    private NextAuthAnswers() {
    }

    static boolean jsonMode(Object json, String returnRedirect) {
        return "true".equalsIgnoreCase(String.valueOf(json)) || "1".equals(returnRedirect);
    }

    static Response.ResponseBuilder redirect(boolean jsonMode, int jsonStatus, String url) {
        return jsonMode
                ? Response.status(jsonStatus).type("application/json").entity(new AuthBodies.Url(url))
                : Response.status(Response.Status.FOUND).location(URI.create(url)).header(HttpHeaders.CACHE_CONTROL, NO_STORE);
    }
}
