package app.assessment.adapters.rest.security;

import io.vertx.core.http.Cookie;
import io.vertx.core.http.CookieSameSite;
import io.vertx.core.http.HttpServerRequest;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.time.Instant;

/**
 * NextAuth v4's cookie names: over HTTPS the session and OAuth state cookies take the
 * {@code __Secure-} prefix, the CSRF cookie the stricter {@code __Host-} one, and all the Secure
 * flag, which the prefixes make browsers enforce. Both names are read, so a client that switched
 * scheme is not locked out.
 */
@ApplicationScoped
public class SessionCookies {

    public static final String SESSION = "next-auth.session-token";
    public static final String SECURE_SESSION = "__Secure-next-auth.session-token";
    public static final String CSRF = "next-auth.csrf-token";
    public static final String HOST_CSRF = "__Host-next-auth.csrf-token";
    /** NextAuth's name for the OAuth state cookie; only the identity-provider callback reads it. */
    public static final String SIGN_IN_ATTEMPT = "next-auth.state";
    public static final String SECURE_SIGN_IN_ATTEMPT = "__Secure-next-auth.state";
    private static final String CALLBACK_PATH = "/api/auth/callback";

    private final boolean publicUrlIsHttps;

    public SessionCookies(PublicConfig config) {
        this.publicUrlIsHttps = config.url().map(url -> url.regionMatches(true, 0, "https://", 0, 8)).orElse(false);
    }

    /**
     * An https APP_URL is next-auth's {@code useSecureCookies}: behind a proxy that terminates TLS
     * and is not in TRUSTED_PROXIES the request itself arrives as plain http, yet the browser is on
     * https. A request that does arrive as https shows it without APP_URL.
     */
    boolean secure(HttpServerRequest request) {
        return publicUrlIsHttps || "https".equalsIgnoreCase(request.scheme());
    }

    public String readSession(HttpServerRequest request) {
        return firstOf(request, SECURE_SESSION, SESSION);
    }

    /** {@code now} is the application clock's, so the cookie lives as long as the session it carries. */
    public String session(HttpServerRequest request, String token, Instant expiresAt, Instant now) {
        long maxAge = Math.max(0, Duration.between(now, expiresAt).toSeconds());
        return sessionCookie(request, token).setMaxAge(maxAge).encode();
    }

    public String clearSession(HttpServerRequest request) {
        return sessionCookie(request, "").setMaxAge(0).encode();
    }

    public String readCsrf(HttpServerRequest request) {
        return firstOf(request, HOST_CSRF, CSRF);
    }

    public String csrf(HttpServerRequest request, String value) {
        boolean secure = secure(request);
        return base(secure ? HOST_CSRF : CSRF, value, secure).encode();
    }

    public String readSignInAttempt(HttpServerRequest request) {
        return firstOf(request, SECURE_SIGN_IN_ATTEMPT, SIGN_IN_ATTEMPT);
    }

    /** Lax is enough: the provider sends the browser back with a top-level GET. */
    public String signInAttempt(HttpServerRequest request, String value, Duration lifetime) {
        return signInAttemptCookie(request, value).setMaxAge(lifetime.toSeconds()).encode();
    }

    public String clearSignInAttempt(HttpServerRequest request) {
        return signInAttemptCookie(request, "").setMaxAge(0).encode();
    }

    private Cookie signInAttemptCookie(HttpServerRequest request, String value) {
        boolean secure = secure(request);
        return base(secure ? SECURE_SIGN_IN_ATTEMPT : SIGN_IN_ATTEMPT, value, secure).setPath(CALLBACK_PATH);
    }

    private Cookie sessionCookie(HttpServerRequest request, String value) {
        boolean secure = secure(request);
        return base(secure ? SECURE_SESSION : SESSION, value, secure);
    }

    private static String firstOf(HttpServerRequest request, String preferred, String other) {
        Cookie cookie = request.getCookie(preferred);
        if (cookie == null) {
            cookie = request.getCookie(other);
        }
        return cookie == null ? null : cookie.getValue();
    }

    private static Cookie base(String name, String value, boolean secure) {
        return Cookie.cookie(name, value).setHttpOnly(true).setSameSite(CookieSameSite.LAX).setPath("/").setSecure(secure);
    }
}
