package app.assessment.adapters.rest.auth;

import app.assessment.adapters.rest.problem.Problem;
import app.assessment.adapters.rest.problem.Responses;
import app.assessment.domain.shared.RateLimitedException;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;

/**
 * NextAuth's client reads {@code url} from a failed JSON-mode callback and takes the error from
 * its query string; without it the client breaks ({@code signIn()} throws). So that answer is a
 * problem+json like every other error, with {@code url} as an extension member (the client parses
 * the body whatever its content type). A browser navigation is sent to that page instead, as
 * NextAuth does.
 */
final class CallbackFailures {
    private CallbackFailures() {
    }

    static Response answer(boolean jsonMode, int status, String code, String detail, String url) {
        if (jsonMode) {
            return withUrl(status, code, detail, url).build();
        }
        return NextAuthAnswers.redirect(false, status, url).build();
    }

    /**
     * The brute-force block stays a 429 with Retry-After in both modes (a client must be able to
     * tell it from a wrong password), and names the error page so {@code signIn()} returns {@code {error}}.
     */
    static Response rateLimited(RateLimitedException e, String base, String provider) {
        return withUrl(429, e.code(), e.getMessage(), errorUrl(base, e.code(), provider, null))
                .header(HttpHeaders.RETRY_AFTER, e.retryAfterSeconds()).build();
    }

    /** NextAuth's error page address: {@code error} is NextAuth's error name, {@code code} ours (left out when the same). */
    static String errorUrl(String base, String error, String provider, String code) {
        return base + "/api/auth/error?error=" + error + "&provider=" + provider + (code == null ? "" : "&code=" + code);
    }

    static Response problem(int status, String code, String detail) {
        return Responses.problem(Problem.of(status, code, detail)).build();
    }

    private static Response.ResponseBuilder withUrl(int status, String code, String detail, String url) {
        Problem p = Problem.of(status, code, detail);
        return Response.status(status).type(Problem.MEDIA_TYPE)
                .entity(new AuthBodies.FailedCallback(p.type(), p.title(), status, detail, code, detail, url));
    }
}
