package app.assessment.adapters.rest.auth;

import app.assessment.adapters.rest.security.KeyForbidden;
import io.vertx.core.http.HttpServerRequest;
import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * NextAuth's page routes. NextAuth renders HTML there unless its {@code pages} option names the
 * app's own pages; this service always sends the browser to the web app's pages ({@link SignInPages}).
 */
@Path("/api/auth")
@Tag(name = "Authentication")
@PermitAll
@KeyForbidden
public class SignInPagesResource {

    private static final String ERROR_NAME = "[A-Za-z0-9_]{1,60}";

    private final SignInPages pages;
    private final HttpServerRequest request;

    public SignInPagesResource(SignInPages pages, HttpServerRequest request) {
        this.pages = pages;
        this.request = request;
    }

    @GET
    @Path("/signin")
    @Operation(summary = "Sign-in page", description = "302 to the web app's sign-in page (`AUTH_PAGE_SIGN_IN`, default "
            + "`APP_URL/[locale]/login`) with `callbackUrl` (relative or same-origin, else the base URL) and `error` when given. "
            + "Where `useSession({required: true})`, `signIn()` without a provider and NextAuth's middleware send the browser.")
    public Response signIn(@QueryParam("callbackUrl") String callbackUrl, @QueryParam("error") String error,
                           @QueryParam("locale") String locale) {
        return found(pages.signIn(request, callbackUrl, errorName(error), locale));
    }

    /**
     * The {@code signinUrl} that {@code /api/auth/providers} advertises for credentials. next-auth's GET of
     * {@code /signin/<provider>} ignores the provider and is {@code /signin}; the literal path wins over
     * {@code /signin/{provider}}, and no identity provider may be named {@code credentials} (IdentityProviders).
     */
    @GET
    @Path("/signin/credentials")
    @Operation(summary = "Sign-in page of the credentials provider", description = "The `signinUrl` of `credentials` in "
            + "`GET /api/auth/providers`: the same 302 as `GET /api/auth/signin`, with the same `callbackUrl`, `error` and "
            + "`locale` handling (NextAuth ignores the provider on this GET). The form itself is the web app's.")
    public Response credentialsSignIn(@QueryParam("callbackUrl") String callbackUrl, @QueryParam("error") String error,
                                      @QueryParam("locale") String locale) {
        return signIn(callbackUrl, error, locale);
    }

    @GET
    @Path("/signout")
    @Operation(summary = "Sign-out page", description = "302 to the web app's sign-out page (`AUTH_PAGE_SIGN_OUT`, default "
            + "`APP_URL/[locale]/logout`), which confirms with `POST /api/auth/signout`.")
    public Response signOut(@QueryParam("locale") String locale) {
        return found(pages.signOut(request, locale));
    }

    @GET
    @Path("/error")
    @Operation(summary = "Sign-in error page", description = "Where failed sign-ins point (`?error=<name>&provider=...`). 302: "
            + "NextAuth's sign-in errors (`CredentialsSignin`, `OAuthCallback`, `SessionRequired`, ...) to the sign-in page with "
            + "`callbackUrl` and `error`, any other error to the error page (`AUTH_PAGE_ERROR`, default `APP_URL/[locale]/login`) "
            + "with `error`. An error name that is not letters, digits or `_` reads as `Default`.")
    public Response error(@QueryParam("error") String error, @QueryParam("callbackUrl") String callbackUrl,
                          @QueryParam("locale") String locale) {
        String name = errorName(error);
        return found(pages.error(request, name == null ? "Default" : name, callbackUrl, locale));
    }

    private static String errorName(String error) {
        return error != null && error.matches(ERROR_NAME) ? error : null;
    }

    private static Response found(String url) {
        return NextAuthAnswers.redirect(false, 302, url).build();
    }
}
