package app.assessment.adapters.rest.auth;

import app.assessment.adapters.rest.problem.Problem;
import app.assessment.adapters.rest.problem.Responses;
import jakarta.ws.rs.core.Response;

/**
 * NextAuth's client reads {@code url} from a failed JSON-mode callback and takes the error from
 * its query string; without it the client breaks. So that answer is a problem+json like every
 * other error, with {@code url} as an extension member (the client parses the body whatever its
 * content type); other callers get the plain problem.
 */
final class CallbackFailures {
    private CallbackFailures() {
    }

    static Response answer(boolean jsonMode, int status, String code, String detail, String url) {
        if (jsonMode) {
            Problem p = Problem.of(status, code, detail);
            return Response.status(status).type(Problem.MEDIA_TYPE)
                    .entity(new AuthBodies.FailedCallback(p.type(), p.title(), status, detail, code, detail, url)).build();
        }
        return problem(status, code, detail);
    }

    /** NextAuth's error page address: {@code error} is NextAuth's error name, {@code code} ours. */
    static String errorUrl(String base, String error, String provider, String code) {
        return base + "/api/auth/error?error=" + error + "&provider=" + provider + "&code=" + code;
    }

    static Response problem(int status, String code, String detail) {
        return Responses.problem(Problem.of(status, code, detail)).build();
    }
}
