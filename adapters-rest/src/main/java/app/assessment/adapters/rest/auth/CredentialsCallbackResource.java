package app.assessment.adapters.rest.auth;

import app.assessment.adapters.rest.security.KeyForbidden;
import app.assessment.adapters.rest.http.BodyOnly;
import app.assessment.adapters.rest.security.CsrfTokens;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.adapters.rest.security.PublicUrls;
import app.assessment.adapters.rest.security.SessionCookies;
import app.assessment.adapters.rest.security.SessionTokens;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.in.auth.Credentials;
import app.assessment.application.port.in.auth.SignInUseCase;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.shared.RateLimitedException;
import io.vertx.core.http.HttpServerRequest;
import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** NextAuth's credentials callback: step two of sign-in, as a form post (the client's) or as JSON. */
@Path("/api/auth/callback/credentials")
@Tag(name = "Authentication")
@Produces(MediaType.APPLICATION_JSON)
@PermitAll
@KeyForbidden
public class CredentialsCallbackResource {

    private static final String DESCRIPTION = "Fields `email`, `password`, `csrfToken` (must match the CSRF cookie), "
            + "`callbackUrl`, optional `code` (second factor) and `json`. Sets the session cookie (next-auth's JWE, ADR 0026) "
            + "and answers 302 to the callback URL, or 200 `{url}` when `json=true` or `X-Auth-Return-Redirect: 1`. "
            + "Failures, in JSON mode: 401 problem+json with `url` = `/api/auth/error?error=CredentialsSignin&provider=credentials&code=<CODE>`, "
            + "403 `CSRF_INVALID` with `url` = `/api/auth/signin?csrf=true`; otherwise a 302 to that `url`. After 5 failures "
            + "per IP in 10 minutes: 429 `RATE_LIMITED` with Retry-After and `url` = `/api/auth/error?error=RATE_LIMITED&provider=credentials`, in both modes. "
            + "`email`, `password` or `code` in the query string is 400 `VALIDATION_FAILED` naming it (problem+json, no `url`), "
            + "and nothing is checked, counted or opened.";

    private final SignInUseCase signIn;
    private final SessionTokens tokens;
    private final CsrfTokens csrf;
    private final PublicUrls urls;
    private final CurrentUser currentUser;
    private final HttpServerRequest request;
    private final SessionCookies cookies;
    private final Clock clock;

    public CredentialsCallbackResource(SignInUseCase signIn, SessionTokens tokens, CsrfTokens csrf, PublicUrls urls,
                                       CurrentUser currentUser, HttpServerRequest request, SessionCookies cookies, Clock clock) {
        this.signIn = signIn;
        this.tokens = tokens;
        this.csrf = csrf;
        this.urls = urls;
        this.currentUser = currentUser;
        this.request = request;
        this.cookies = cookies;
        this.clock = clock;
    }

    @POST
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @BodyOnly({"email", "password", "code"})
    // Both methods are named callback; the JSON one keeps the generated id CredentialsCallbackResource_callback.
    @Operation(operationId = "CredentialsCallbackResource_callbackForm", summary = "Step two of sign-in: open a session",
            description = DESCRIPTION)
    public Response callback(@FormParam("email") String email, @FormParam("password") String password,
                             @FormParam("csrfToken") String csrfToken, @FormParam("callbackUrl") String callbackUrl,
                             @FormParam("code") String code, @FormParam("json") String json,
                             @HeaderParam("X-Auth-Return-Redirect") String returnRedirect) {
        return callback(new AuthBodies.CallbackBody(email, password, csrfToken, callbackUrl, code, json), returnRedirect);
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @BodyOnly({"email", "password", "code"})
    @Operation(summary = "Step two of sign-in, as JSON", description = "The same fields and answers as the form post. " + DESCRIPTION)
    public Response callback(AuthBodies.CallbackBody body, @HeaderParam("X-Auth-Return-Redirect") String returnRedirect) {
        AuthBodies.CallbackBody form = body == null ? new AuthBodies.CallbackBody(null, null, null, null, null, null) : body;
        boolean jsonMode = NextAuthAnswers.jsonMode(form.json(), returnRedirect);
        String base = urls.base(request);
        if (!csrf.verified(form.csrfToken(), request)) {
            return CallbackFailures.answer(jsonMode, 403, "CSRF_INVALID", "The CSRF token is missing or does not match",
                    base + "/api/auth/signin?csrf=true");
        }
        SignInUseCase.SessionGrant grant;
        try {
            grant = signIn.signIn(new SignInUseCase.Command(new Credentials(form.email(), form.password(), currentUser.ip()),
                    form.code(), request.getHeader(HttpHeaders.USER_AGENT)));
        } catch (RateLimitedException e) {
            return CallbackFailures.rateLimited(e, base, "credentials");
        } catch (DomainException e) {
            return CallbackFailures.answer(jsonMode, 401, e.code(), e.getMessage(),
                    CallbackFailures.errorUrl(base, "CredentialsSignin", "credentials", e.code()));
        }
        return NextAuthAnswers.redirect(jsonMode, 200, urls.safeCallback(form.callbackUrl(), request))
                .header(HttpHeaders.SET_COOKIE, cookies.session(request, tokens.issue(grant), grant.expiresAt(), clock.now())).build();
    }
}
