package app.assessment.adapters.rest.auth;

import app.assessment.adapters.rest.auth.oidc.IdentityProvider;
import app.assessment.adapters.rest.auth.oidc.IdentityProviders;
import app.assessment.adapters.rest.security.CsrfTokens;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.adapters.rest.security.PublicUrls;
import app.assessment.adapters.rest.security.SessionCookies;
import app.assessment.adapters.rest.security.SessionTokens;
import app.assessment.application.port.in.auth.CheckCredentialsUseCase;
import app.assessment.application.port.in.auth.Credentials;
import app.assessment.application.port.in.auth.SignInUseCase;
import app.assessment.application.port.in.auth.SignOutUseCase;
import app.assessment.domain.shared.DomainException;
import io.vertx.core.http.Cookie;
import io.vertx.core.http.HttpServerRequest;
import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.LinkedHashMap;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The NextAuth v4 wire protocol of the original service (CONTRACT §5), unchanged for its clients. */
@Path("/api/auth")
@Tag(name = "Authentication")
@Produces(MediaType.APPLICATION_JSON)
@PermitAll
public class AuthResource {

    private final CheckCredentialsUseCase checkCredentials;
    private final SignInUseCase signIn;
    private final SignOutUseCase signOut;
    private final SessionTokens tokens;
    private final CsrfTokens csrf;
    private final PublicUrls urls;
    private final CurrentUser currentUser;
    private final IdentityProviders identityProviders;
    private final HttpServerRequest request;

    public AuthResource(CheckCredentialsUseCase checkCredentials, SignInUseCase signIn, SignOutUseCase signOut,
                        SessionTokens tokens, CsrfTokens csrf, PublicUrls urls, CurrentUser currentUser,
                        IdentityProviders identityProviders, HttpServerRequest request) {
        this.checkCredentials = checkCredentials;
        this.signIn = signIn;
        this.signOut = signOut;
        this.tokens = tokens;
        this.csrf = csrf;
        this.urls = urls;
        this.currentUser = currentUser;
        this.identityProviders = identityProviders;
        this.request = request;
    }

    @GET
    @Path("/csrf")
    @Operation(summary = "CSRF token for the credentials callback", description = "Sets the `next-auth.csrf-token` cookie "
            + "(`token|sha256(token+secret)`, HttpOnly) unless a valid one is already present, and returns the token.")
    public Response csrf() {
        Cookie existing = request.getCookie(SessionCookies.CSRF);
        var token = csrf.tokenOf(existing == null ? null : existing.getValue());
        if (token.isPresent()) {
            return Response.ok(new AuthBodies.Csrf(token.get())).build();
        }
        String fresh = csrf.newToken();
        return Response.ok(new AuthBodies.Csrf(fresh))
                .header(HttpHeaders.SET_COOKIE, SessionCookies.csrf(request, csrf.cookieValue(fresh))).build();
    }

    @GET
    @Path("/providers")
    @Operation(summary = "Sign-in providers", description = "NextAuth's provider map: `credentials` first, then each configured "
            + "OpenID Connect provider by name with `type: \"oauth\"` (see /api/auth/signin/{provider}).")
    public Map<String, AuthBodies.Provider> providers() {
        String base = urls.base(request) + "/api/auth";
        Map<String, AuthBodies.Provider> providers = new LinkedHashMap<>();
        providers.put("credentials", new AuthBodies.Provider("credentials", "Credentials", "credentials",
                base + "/signin/credentials", base + "/callback/credentials"));
        for (IdentityProvider provider : identityProviders.all()) {
            providers.put(provider.name(), new AuthBodies.Provider(provider.name(), provider.displayName(), "oauth",
                    base + "/signin/" + provider.name(), base + "/callback/" + provider.name()));
        }
        return providers;
    }

    @POST
    @Path("/check-credentials")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Step one of sign-in: check e-mail and password",
            description = "400 when e-mail or password is missing, 401 for wrong credentials (same answer for an unknown "
                    + "e-mail), 429 with Retry-After after 5 failures per IP in 10 minutes (blocked for 10 minutes).")
    public AuthBodies.CheckResult checkCredentials(AuthBodies.CredentialsBody body) {
        var result = checkCredentials.check(AuthBodies.CredentialsBody.credentials(body, currentUser.ip()));
        return AuthBodies.CheckResult.from(result);
    }

    @POST
    @Path("/callback/credentials")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(summary = "Step two of sign-in: open a session",
            description = "Form fields `email`, `password`, `csrfToken` (must match the CSRF cookie), `callbackUrl`, optional "
                    + "`code` (second factor) and `json`. Sets the session cookie and answers 302 to the callback URL, or 200 "
                    + "`{url}` when `json=true` or `X-Auth-Return-Redirect: 1`. Failures answer 401 (403 for CSRF), with "
                    + "`{url}` pointing at the error page in JSON mode.")
    public Response callback(@FormParam("email") String email, @FormParam("password") String password,
                             @FormParam("csrfToken") String csrfToken, @FormParam("callbackUrl") String callbackUrl,
                             @FormParam("code") String code, @FormParam("json") String json,
                             @HeaderParam("X-Auth-Return-Redirect") String returnRedirect) {
        boolean jsonMode = "true".equalsIgnoreCase(json) || "1".equals(returnRedirect);
        Cookie csrfCookie = request.getCookie(SessionCookies.CSRF);
        String base = urls.base(request);
        if (!csrf.matches(csrfToken, csrfCookie == null ? null : csrfCookie.getValue())) {
            return CallbackFailures.answer(jsonMode, 403, "CSRF_INVALID", "The CSRF token is missing or does not match",
                    base + "/api/auth/signin?csrf=true");
        }
        SignInUseCase.SessionGrant grant;
        try {
            grant = signIn.signIn(new SignInUseCase.Command(new Credentials(email, password, currentUser.ip()), code,
                    request.getHeader(HttpHeaders.USER_AGENT)));
        } catch (DomainException e) {
            if (e.kind() == DomainException.Kind.RATE_LIMITED) {
                throw e;
            }
            return CallbackFailures.answer(jsonMode, 401, e.code(), e.getMessage(),
                    CallbackFailures.errorUrl(base, "CredentialsSignin", "credentials", e.code()));
        }
        String token = tokens.issue(grant);
        String target = urls.safeCallback(callbackUrl, request);
        Response.ResponseBuilder response = jsonMode
                ? Response.ok(new AuthBodies.Url(target))
                : Response.status(Response.Status.FOUND).location(URI.create(target));
        return response.header(HttpHeaders.SET_COOKIE, SessionCookies.session(request, token, grant.expiresAt())).build();
    }

    @GET
    @Path("/session")
    @Operation(summary = "The current session", description = "`{user: {id, email, name, role}, expires}`, or `{}` without a valid session.")
    public Object session() {
        return currentUser.maybe().<Object>map(AuthBodies.Session::from).orElse(Map.of());
    }

    @POST
    @Path("/logout")
    @Operation(summary = "Sign out", description = "Revokes this session server-side and clears the cookie; `{ok: true}` also without a session.")
    public Response logout() {
        currentUser.maybe().ifPresent(p -> signOut.signOut(p.sessionId(), currentUser.actor()));
        return Response.ok(Map.of("ok", true)).header(HttpHeaders.SET_COOKIE, SessionCookies.clearSession(request)).build();
    }

    @POST
    @Path("/signout")
    @Operation(summary = "Sign out (NextAuth path)", description = "Same as /api/auth/logout.")
    public Response signout() {
        return logout();
    }

    @GET
    @Path("/error")
    @Operation(summary = "Sign-in error page", description = "Where failed sign-ins point in JSON mode; echoes the error as problem+json.")
    public Response error(@jakarta.ws.rs.QueryParam("error") String error) {
        String code = error == null || !error.matches("[A-Za-z0-9_]{1,60}") ? "CredentialsSignin" : error;
        return CallbackFailures.problem(401, code, "Sign-in failed");
    }
}
