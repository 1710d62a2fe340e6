package app.assessment.adapters.rest.auth;

import app.assessment.adapters.rest.security.KeyForbidden;
import app.assessment.adapters.rest.http.BodyOnly;
import app.assessment.adapters.rest.problem.Problem;
import app.assessment.adapters.rest.problem.Responses;
import app.assessment.adapters.rest.security.CsrfTokens;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.adapters.rest.security.PublicUrls;
import app.assessment.adapters.rest.security.SessionCookies;
import app.assessment.adapters.rest.security.SessionTokens;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.in.auth.CheckCredentialsUseCase;
import app.assessment.application.port.in.auth.IdentityProviderUseCases;
import app.assessment.application.port.in.auth.ResolveSessionUseCase;
import app.assessment.application.port.in.auth.ResolveSessionUseCase.SessionPrincipal;
import io.vertx.core.http.HttpServerRequest;
import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The NextAuth v4 wire protocol of the original service (docs/api.md §5, ADR 0026), unchanged for its clients. */
@Path("/api/auth")
@Tag(name = "Authentication")
@Produces(MediaType.APPLICATION_JSON)
@PermitAll
@KeyForbidden
public class AuthResource {

    private final CheckCredentialsUseCase checkCredentials;
    private final ResolveSessionUseCase sessions;
    private final SessionTokens tokens;
    private final CsrfTokens csrf;
    private final PublicUrls urls;
    private final CurrentUser currentUser;
    private final IdentityProviderUseCases identityProviders;
    private final HttpServerRequest request;
    private final SessionCookies cookies;
    private final Clock clock;

    public AuthResource(CheckCredentialsUseCase checkCredentials, ResolveSessionUseCase sessions, SessionTokens tokens,
                        CsrfTokens csrf, PublicUrls urls, CurrentUser currentUser, IdentityProviderUseCases identityProviders,
                        HttpServerRequest request, SessionCookies cookies, Clock clock) {
        this.checkCredentials = checkCredentials;
        this.sessions = sessions;
        this.tokens = tokens;
        this.csrf = csrf;
        this.urls = urls;
        this.currentUser = currentUser;
        this.identityProviders = identityProviders;
        this.request = request;
        this.cookies = cookies;
        this.clock = clock;
    }

    @GET
    @Path("/csrf")
    @Operation(summary = "CSRF token for the sign-in, sign-out and session-update posts", description = "Sets the CSRF cookie "
            + "(`token|hash`, HttpOnly; named `__Host-next-auth.csrf-token` with Secure over HTTPS, else `next-auth.csrf-token`; "
            + "HTTPS is the request's scheme or an https `APP_URL`, as the session cookie's `__Secure-` name and Secure flag) "
            + "unless a valid one is already present, and returns the token. Never cached.")
    public Response csrf() {
        var token = csrf.tokenOf(cookies.readCsrf(request));
        if (token.isPresent()) {
            return Response.ok(new AuthBodies.Csrf(token.get())).header(HttpHeaders.CACHE_CONTROL, NextAuthAnswers.NO_STORE).build();
        }
        String fresh = csrf.newToken();
        return Response.ok(new AuthBodies.Csrf(fresh)).header(HttpHeaders.CACHE_CONTROL, NextAuthAnswers.NO_STORE)
                .header(HttpHeaders.SET_COOKIE, cookies.csrf(request, csrf.cookieValue(fresh))).build();
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
        for (var provider : identityProviders.providers()) {
            providers.put(provider.name(), new AuthBodies.Provider(provider.name(), provider.displayName(), "oauth",
                    base + "/signin/" + provider.name(), base + "/callback/" + provider.name()));
        }
        return providers;
    }

    @POST
    @Path("/check-credentials")
    @Consumes(MediaType.APPLICATION_JSON)
    @BodyOnly({"email", "password"})
    @Operation(summary = "Step one of sign-in: check e-mail and password",
            description = "400 when e-mail or password is missing, 401 for wrong credentials (same answer for an unknown "
                    + "e-mail), 429 with Retry-After after 5 failures per IP in 10 minutes (blocked for 10 minutes). "
                    + "`email` or `password` in the query string is 400 `VALIDATION_FAILED` naming it, and nothing is checked "
                    + "or counted.")
    public AuthBodies.CheckResult checkCredentials(AuthBodies.CredentialsBody body) {
        var result = checkCredentials.check(AuthBodies.CredentialsBody.credentials(body, currentUser.ip()));
        return AuthBodies.CheckResult.from(result);
    }

    @GET
    @Path("/session")
    @Operation(summary = "The current session", description = "`{user: {id, email, name, role}, expires}`, or `{}` without a "
            + "valid session (a session cookie that no longer opens a session is then cleared). For a client that sends "
            + "`Authorization: Bearer` the body also holds `sessionToken`: the token to keep from now on (a renewed one once "
            + "the token is older than `SESSION_UPDATE_AGE`, else the one sent). Never cached.")
    public Response session() {
        Optional<SessionPrincipal> principal = currentUser.maybe();
        if (principal.isEmpty()) {
            Response.ResponseBuilder empty = Response.ok(Map.of()).header(HttpHeaders.CACHE_CONTROL, NextAuthAnswers.NO_STORE);
            if (cookies.readSession(request) != null) {
                empty.header(HttpHeaders.SET_COOKIE, cookies.clearSession(request));
            }
            return empty.build();
        }
        return Response.ok(AuthBodies.Session.from(principal.get(), principal.get().expiresAt(),
                currentUser.bearerSessionToken().orElse(null))).header(HttpHeaders.CACHE_CONTROL, NextAuthAnswers.NO_STORE).build();
    }

    @POST
    @Path("/session")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Refresh the session (NextAuth's `useSession().update()`)", description = "Body `{csrfToken, data}`; "
            + "the CSRF token must match the CSRF cookie (bearer clients need none), else 400 `CSRF_INVALID` (NextAuth answers 400 `{}`; its client reads either as no session update). With a valid session the "
            + "token is reissued with fresh claims and a new expiry (cookie, or `sessionToken` in the body for bearer "
            + "clients) and the session is answered as by GET; `data` is accepted and ignored (the claims come from the "
            + "account). `{}` without a session. Never cached.")
    public Response updateSession(AuthBodies.SessionUpdate body) {
        boolean bearer = currentUser.bearerSessionToken().isPresent();
        if (!bearer && !csrf.verified(body == null ? null : body.csrfToken(), request)) {
            return Responses.problem(Problem.of(400, "CSRF_INVALID", "The CSRF token is missing or does not match"))
                    .header(HttpHeaders.CACHE_CONTROL, NextAuthAnswers.NO_STORE).build();
        }
        Optional<SessionPrincipal> principal = currentUser.maybe();
        if (principal.isEmpty()) {
            return session();
        }
        SessionPrincipal p = principal.get();
        Instant expiresAt = sessions.extend(p.sessionId());
        String token = tokens.reissue(p, expiresAt, currentUser.tokenPicture());
        Response.ResponseBuilder response = Response.ok(AuthBodies.Session.from(p, expiresAt, bearer ? token : null))
                .header(HttpHeaders.CACHE_CONTROL, NextAuthAnswers.NO_STORE);
        if (!bearer) {
            response.header(HttpHeaders.SET_COOKIE, cookies.session(request, token, expiresAt, clock.now()));
        }
        return response.build();
    }

    @POST
    @Path("/_log")
    @Operation(summary = "NextAuth client log sink", description = "Where next-auth's client posts its errors (`{code, level, "
            + "...}`). Accepted and dropped: they are the client's own, and a public route must not fill the server log. `{}`.")
    public Map<String, Object> clientLog() {
        return Map.of();
    }
}
