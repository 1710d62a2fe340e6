package app.assessment.adapters.rest.auth;

import app.assessment.adapters.rest.security.PublicUrls;
import io.vertx.core.http.HttpServerRequest;
import jakarta.enterprise.context.ApplicationScoped;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Set;

/**
 * NextAuth's {@code pages} option: the web app's own sign-in, sign-out and error pages, where
 * {@code /api/auth/signin}, {@code /api/auth/signout} and {@code /api/auth/error} send the
 * browser (this service renders no HTML). A page is a path on {@code APP_URL} or an absolute URL;
 * {@code [locale]} in it (the Next.js form; braces would clash with configuration expressions) becomes the request's {@code locale} (default {@code pt}).
 */
@ApplicationScoped
public class SignInPages {

    private static final String LOCALE = "[a-z]{2}(-[A-Za-z]{2,4})?";
    private static final String DEFAULT_LOCALE = "pt";
    /** The errors NextAuth shows on its sign-in page rather than on its error page. */
    private static final Set<String> SIGN_IN_ERRORS = Set.of("Signin", "OAuthSignin", "OAuthCallback", "OAuthCreateAccount",
            "EmailCreateAccount", "Callback", "OAuthAccountNotLinked", "EmailSignin", "CredentialsSignin", "SessionRequired");

    private final PublicUrls urls;
    private final String signIn;
    private final String signOut;
    private final String error;

    public SignInPages(PublicUrls urls, SignInPagesSettings pages) {
        this.urls = urls;
        this.signIn = pages.signIn();
        this.signOut = pages.signOut();
        this.error = pages.error();
    }

    /** NextAuth's {@code pages.signIn?callbackUrl=...[&error=...]}; the callback URL is kept on this origin. */
    public String signIn(HttpServerRequest request, String callbackUrl, String errorCode, String locale) {
        String url = withQuery(page(signIn, request, locale), "callbackUrl", urls.safeCallback(callbackUrl, request));
        return errorCode == null ? url : withQuery(url, "error", errorCode);
    }

    public String signOut(HttpServerRequest request, String locale) {
        return page(signOut, request, locale);
    }

    /** Sign-in errors go to the sign-in page, the others to the error page, as NextAuth sends them. */
    public String error(HttpServerRequest request, String errorCode, String callbackUrl, String locale) {
        if (SIGN_IN_ERRORS.contains(errorCode)) {
            return signIn(request, callbackUrl, errorCode, locale);
        }
        return withQuery(page(error, request, locale), "error", errorCode);
    }

    private String page(String template, HttpServerRequest request, String locale) {
        String chosen = locale != null && locale.matches(LOCALE) ? locale : DEFAULT_LOCALE;
        String page = template.replace("[locale]", chosen);
        return page.startsWith("/") ? urls.base(request) + page : page;
    }

    private static String withQuery(String url, String name, String value) {
        return url + (url.contains("?") ? "&" : "?") + name + "=" + URLEncoder.encode(value, StandardCharsets.UTF_8);
    }
}
