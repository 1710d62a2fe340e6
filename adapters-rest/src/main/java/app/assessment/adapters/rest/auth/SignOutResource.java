package app.assessment.adapters.rest.auth;

import app.assessment.adapters.rest.security.KeyForbidden;
import app.assessment.adapters.rest.security.CsrfTokens;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.adapters.rest.security.PublicUrls;
import app.assessment.adapters.rest.security.SessionAuthenticationMechanism;
import app.assessment.adapters.rest.security.SessionCookies;
import app.assessment.application.port.in.auth.SignOutUseCase;
import io.vertx.core.http.HttpServerRequest;
import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** Sign-out: the original service's {@code /logout} and NextAuth's {@code /signout}. */
@Path("/api/auth")
@Tag(name = "Authentication")
@Produces(MediaType.APPLICATION_JSON)
@PermitAll
@KeyForbidden
public class SignOutResource {

    private final SignOutUseCase signOut;
    private final CsrfTokens csrf;
    private final PublicUrls urls;
    private final CurrentUser currentUser;
    private final HttpServerRequest request;
    private final SessionCookies cookies;

    public SignOutResource(SignOutUseCase signOut, CsrfTokens csrf, PublicUrls urls, CurrentUser currentUser,
                           HttpServerRequest request, SessionCookies cookies) {
        this.signOut = signOut;
        this.csrf = csrf;
        this.urls = urls;
        this.currentUser = currentUser;
        this.request = request;
        this.cookies = cookies;
    }

    @POST
    @Path("/logout")
    @Operation(summary = "Sign out", description = "Revokes this session server-side and clears the cookie; also without a "
            + "session. `{ok: true, url}`: `url` is where next-auth's sign-out sends the browser by default, the service's "
            + "base URL (`APP_URL`, else the request's origin).")
    public Response logout() {
        endSession();
        return Response.ok(Map.of("ok", true, "url", urls.base(request))).header(HttpHeaders.SET_COOKIE, cookies.clearSession(request))
                .build();
    }

    @POST
    @Path("/signout")
    @Operation(summary = "Sign out (NextAuth's `signOut()`)", description = "Form fields `csrfToken` (must match the CSRF cookie; "
            + "a client that sends `Authorization: Bearer` needs none), `callbackUrl` and `json`. Revokes this session "
            + "server-side, clears the cookie and answers 302 to `callbackUrl` (relative or same-origin, else the base URL), "
            + "or 200 `{url}` with `json=true`. A missing or wrong CSRF token ends nothing and points at "
            + "`/api/auth/signout?csrf=true` instead, in the same two modes.")
    public Response signout(@FormParam("csrfToken") String csrfToken, @FormParam("callbackUrl") String callbackUrl,
                            @FormParam("json") String json) {
        boolean jsonMode = NextAuthAnswers.jsonMode(json, null);
        boolean bearer = SessionAuthenticationMechanism.bearerToken(request) != null;
        if (!bearer && !csrf.verified(csrfToken, request)) {
            return NextAuthAnswers.redirect(jsonMode, 200, urls.base(request) + "/api/auth/signout?csrf=true").build();
        }
        endSession();
        return NextAuthAnswers.redirect(jsonMode, 200, urls.safeCallback(callbackUrl, request))
                .header(HttpHeaders.SET_COOKIE, cookies.clearSession(request)).build();
    }

    private void endSession() {
        currentUser.maybe().ifPresent(p -> signOut.signOut(p.sessionId(), currentUser.actor()));
    }
}
