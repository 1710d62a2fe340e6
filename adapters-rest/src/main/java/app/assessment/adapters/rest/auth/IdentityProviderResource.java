package app.assessment.adapters.rest.auth;

import app.assessment.adapters.rest.security.KeyForbidden;
import app.assessment.adapters.rest.auth.oidc.SignInAttempt;
import app.assessment.adapters.rest.auth.oidc.SignInAttemptCookie;
import app.assessment.adapters.rest.security.ClientAddresses;
import app.assessment.adapters.rest.security.CsrfTokens;
import app.assessment.adapters.rest.security.PublicUrls;
import app.assessment.adapters.rest.security.SessionCookies;
import app.assessment.adapters.rest.security.SessionTokens;
import app.assessment.application.port.in.auth.IdentityProviderUseCases;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.in.auth.SignInUseCase;
import app.assessment.application.port.in.auth.SignInWithIdentityProviderUseCase;
import app.assessment.domain.shared.DomainException;
import io.vertx.core.http.HttpServerRequest;
import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.Set;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.logging.Logger;

/**
 * Sign-in through an external OpenID Connect provider (authorization-code flow with PKCE),
 * on NextAuth's paths. Both routes are browser navigations, so once the provider is known
 * every outcome is a redirect: home with a session cookie, or NextAuth's error page.
 */
@Path("/api/auth")
@Tag(name = "Authentication")
@PermitAll
@KeyForbidden
public class IdentityProviderResource {

    private static final Logger LOG = Logger.getLogger(IdentityProviderResource.class);
    private static final String LOCALE = "[a-z]{2}(-[A-Za-z]{2,4})?";
    /** The provider proved the person, but they may not enter: NextAuth calls this AccessDenied. */
    private static final Set<String> ACCESS_DENIED = Set.of("IDENTITY_NOT_LINKED", "OIDC_EMAIL_UNVERIFIED");

    private final IdentityProviderUseCases providers;
    private final SignInAttemptCookie attempts;
    private final SignInWithIdentityProviderUseCase signIn;
    private final SessionTokens tokens;
    private final PublicUrls urls;
    private final HttpServerRequest request;
    private final ClientAddresses clientAddresses;
    private final CsrfTokens csrf;
    private final SessionCookies cookies;
    private final Clock clock;

    public IdentityProviderResource(IdentityProviderUseCases providers, SignInAttemptCookie attempts,
                                    SignInWithIdentityProviderUseCase signIn, SessionTokens tokens, PublicUrls urls,
                                    HttpServerRequest request, ClientAddresses clientAddresses, CsrfTokens csrf,
                                    SessionCookies cookies, Clock clock) {
        this.csrf = csrf;
        this.cookies = cookies;
        this.providers = providers;
        this.attempts = attempts;
        this.signIn = signIn;
        this.tokens = tokens;
        this.urls = urls;
        this.request = request;
        this.clientAddresses = clientAddresses;
        this.clock = clock;
    }

    @GET
    @Path("/signin/{provider}")
    @Operation(summary = "Sign in with an external identity provider",
            description = "302 to the OpenID Connect provider's authorization endpoint (authorization code, PKCE S256, "
                    + "`state` and `nonce`), setting the short-lived HttpOnly `next-auth.state` cookie (`__Secure-next-auth.state` over HTTPS) that the callback "
                    + "checks. Optional `callbackUrl` (relative or same-origin, else the base URL) and `locale` "
                    + "(default `pt`): after a successful sign-in the browser lands on `callbackUrl`, else on "
                    + "`/{locale}/home`. 404 for a provider that is not configured, 400 for a malformed locale, "
                    + "502 when the provider's discovery document cannot be read.")
    public Response signIn(@PathParam("provider") String name, @QueryParam("callbackUrl") String callbackUrl,
                           @QueryParam("locale") String locale) {
        return start(providers.provider(name).name(), callbackUrl, locale, false);
    }

    @POST
    @Path("/signin/{provider}")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "Sign in with an external identity provider (NextAuth's `signIn('<provider>')`)",
            description = "Form fields `csrfToken` (must match the CSRF cookie), `callbackUrl`, `json` and optional `locale`. "
                    + "Starts the sign-in as the GET does (same `next-auth.state` cookie) and answers 302 to the provider's "
                    + "authorization URL, or 200 `{url: <authorization URL>}` with `json=true`. A wrong CSRF token points at "
                    + "`/api/auth/signin?csrf=true` instead; `credentials` points at `/api/auth/signin` (its form is the web "
                    + "app's). 404 for a provider that is not configured.")
    public Response signInByPost(@PathParam("provider") String name, @FormParam("csrfToken") String csrfToken,
                                 @FormParam("callbackUrl") String callbackUrl, @FormParam("json") String json,
                                 @FormParam("locale") String locale) {
        boolean jsonMode = NextAuthAnswers.jsonMode(json, null);
        String base = urls.base(request) + "/api/auth/signin";
        if (!csrf.verified(csrfToken, request)) {
            return NextAuthAnswers.redirect(jsonMode, 200, base + "?csrf=true").build();
        }
        if ("credentials".equals(name)) {
            return NextAuthAnswers.redirect(jsonMode, 200, base).build();
        }
        return start(providers.provider(name).name(), callbackUrl, locale, jsonMode);
    }

    private Response start(String provider, String callbackUrl, String locale, boolean jsonMode) {
        String chosenLocale = locale == null || locale.isBlank() ? "pt" : locale;
        if (!chosenLocale.matches(LOCALE)) {
            throw DomainException.invalid("locale", "must look like pt or pt-BR");
        }
        String returnTo = callbackUrl == null || callbackUrl.isBlank()
                ? urls.base(request) + "/" + chosenLocale + "/home"
                : urls.safeCallback(callbackUrl, request);
        IdentityProviderUseCases.Start started = providers.start(provider, redirectUri(provider));
        SignInAttempt attempt = SignInAttempt.of(provider, started.attempt(), returnTo);
        return NextAuthAnswers.redirect(jsonMode, 200, started.authorizationUrl())
                .header(HttpHeaders.CACHE_CONTROL, "no-store")
                .header(HttpHeaders.SET_COOKIE, cookies.signInAttempt(request, attempts.seal(attempt),
                        SignInAttemptCookie.LIFETIME))
                .build();
    }

    @GET
    @Path("/callback/{provider}")
    @Operation(summary = "Return from the external identity provider",
            description = "Redeems `code` at the provider's token endpoint and verifies the id_token (signature from the "
                    + "provider's JWKS, issuer, audience, expiry, nonce). `email_verified` must be `true`; the session "
                    + "opens for the active account with that login e-mail (accounts are not created here). Success: "
                    + "302 to the `callbackUrl` or `/{locale}/home` given at sign-in, with the session cookie. Failure: "
                    + "302 to `/api/auth/error?error=<AccessDenied|OAuthCallback>&provider=<name>&code=<CODE>` (which "
                    + "sends the browser on to the web app's pages): `AccessDenied` for `OIDC_EMAIL_UNVERIFIED` or `IDENTITY_NOT_LINKED`, `OAuthCallback` "
                    + "for a provider `error`, a wrong or expired `state`, a rejected code, an invalid id_token or nonce, "
                    + "or an unreachable provider. 404 for a provider that is not configured.")
    public Response callback(@PathParam("provider") String name, @QueryParam("code") String code,
                             @QueryParam("state") String state, @QueryParam("error") String error) {
        String provider = providers.provider(name).name();
        String cookie = cookies.readSignInAttempt(request);
        String clearAttempt = cookies.clearSignInAttempt(request);
        try {
            if (error != null) {
                throw new DomainException(DomainException.Kind.UNAUTHENTICATED, "OIDC_PROVIDER_ERROR",
                        "The identity provider did not sign the user in");
            }
            SignInAttempt attempt = attempts.open(cookie, provider, state);
            SignInUseCase.SessionGrant grant = signIn.signIn(new SignInWithIdentityProviderUseCase.Command(provider, code,
                    attempt.secrets(), redirectUri(provider), clientAddresses.of(request), request.getHeader(HttpHeaders.USER_AGENT)));
            return Response.status(Response.Status.FOUND).location(URI.create(attempt.returnTo()))
                    .header(HttpHeaders.SET_COOKIE, cookies.session(request, tokens.issue(grant), grant.expiresAt(), clock.now()))
                    .header(HttpHeaders.SET_COOKIE, clearAttempt)
                    .build();
        } catch (DomainException e) {
            // Only the code: the query holds the authorization code and the answer held tokens.
            LOG.infof("Sign-in with identity provider %s refused: %s", provider, e.code());
            String nextAuthError = ACCESS_DENIED.contains(e.code()) ? "AccessDenied" : "OAuthCallback";
            return Response.status(Response.Status.FOUND)
                    .location(URI.create(CallbackFailures.errorUrl(urls.base(request), nextAuthError, provider, e.code())))
                    .header(HttpHeaders.SET_COOKIE, clearAttempt)
                    .build();
        }
    }

    /** Must be byte-identical in the authorization request and the token request (RFC 6749 §4.1.3). */
    private String redirectUri(String provider) {
        return urls.base(request) + "/api/auth/callback/" + provider;
    }
}
