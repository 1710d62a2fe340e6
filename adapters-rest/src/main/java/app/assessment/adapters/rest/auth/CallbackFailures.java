package app.assessment.adapters.rest.auth;

import app.assessment.adapters.rest.problem.Problem;
import app.assessment.adapters.rest.problem.Responses;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/**
 * NextAuth's client reads {@code url} from a failed JSON-mode callback and takes the error from
 * its query string; without it the client breaks. Other callers get problem+json.
 */
final class CallbackFailures {
    private CallbackFailures() {
    }

    static Response answer(boolean jsonMode, int status, String code, String detail, String url) {
        if (jsonMode) {
            return Response.status(status).type(MediaType.APPLICATION_JSON)
                    .entity(new AuthBodies.FailedCallback(url, code, detail, status)).build();
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
