package app.assessment.adapters.rest.auth;

import app.assessment.application.port.in.auth.CheckCredentialsUseCase;
import app.assessment.application.port.in.auth.Credentials;
import app.assessment.application.port.in.auth.ResolveSessionUseCase.SessionPrincipal;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.List;

/** Request and response bodies of the sign-in protocol. */
final class AuthBodies {
    private AuthBodies() {
    }

    record Csrf(String csrfToken) {
    }

    record Url(String url) {
    }

    /** The `{ok: true}` of writes that have nothing else to say. */
    record Ok(boolean ok) {
        static final Ok OK = new Ok(true);
    }

    /** A problem (RFC 9457) with NextAuth's {@code url} as an extension member. */
    record FailedCallback(String type, String title, int status, String detail, String code, String error, String url) {
    }

    record Provider(String id, String name, String type, String signinUrl, String callbackUrl) {
    }

    record CredentialsBody(String email, String password) {
        /** A missing body reads as missing fields, so the answer is the usual 400 naming them. */
        static Credentials credentials(CredentialsBody body, String ip) {
            return body == null ? new Credentials(null, null, ip) : new Credentials(body.email(), body.password(), ip);
        }
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    record CheckResult(boolean success, boolean requires2fa, List<String> methods) {
        static CheckResult from(CheckCredentialsUseCase.Result result) {
            return new CheckResult(result.success(), result.requires2fa(), result.requires2fa() ? result.methods() : null);
        }
    }

    record SessionUser(String id, String email, String name, String role) {
    }

    /** {@code sessionToken} only for bearer clients, which keep the token themselves. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Session(SessionUser user, Instant expires, String sessionToken) {
        static Session from(SessionPrincipal p, Instant expires, String sessionToken) {
            return new Session(new SessionUser(p.userId(), p.email(), p.name(), p.role().name()), expires, sessionToken);
        }
    }

    /** {@code useSession().update(data)}: {@code data} is what the page passed, which this service does not keep. */
    record SessionUpdate(String csrfToken, Object data) {
    }

    /** The credentials callback as JSON; {@code json} may be the string "true" or a boolean. */
    record CallbackBody(String email, String password, String csrfToken, String callbackUrl, String code, Object json) {
    }
}
