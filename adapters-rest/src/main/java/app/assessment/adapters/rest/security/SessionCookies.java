package app.assessment.adapters.rest.security;

import io.vertx.core.http.Cookie;
import io.vertx.core.http.CookieSameSite;
import io.vertx.core.http.HttpServerRequest;
import java.time.Duration;
import java.time.Instant;

/**
 * NextAuth v4's cookie names: over HTTPS the session cookie takes the {@code __Secure-} prefix,
 * the CSRF cookie the stricter {@code __Host-} one, and both the Secure flag. Both names are
 * read, so a client that switched scheme is not locked out.
 */
public final class SessionCookies {

    public static final String SESSION = "next-auth.session-token";
    public static final String SECURE_SESSION = "__Secure-next-auth.session-token";
    public static final String CSRF = "next-auth.csrf-token";
    public static final String HOST_CSRF = "__Host-next-auth.csrf-token";
    /** NextAuth's name for the OAuth state cookie; only the identity-provider callback reads it. */
    public static final String SIGN_IN_ATTEMPT = "next-auth.state";
    private static final String CALLBACK_PATH = "/api/auth/callback";

    private SessionCookies() {
    }

    public static boolean isHttps(HttpServerRequest request) {
        return "https".equalsIgnoreCase(request.scheme());
    }

    public static String readSession(HttpServerRequest request) {
        Cookie secure = request.getCookie(SECURE_SESSION);
        if (secure != null) {
            return secure.getValue();
        }
        Cookie plain = request.getCookie(SESSION);
        return plain == null ? null : plain.getValue();
    }

    /** {@code now} is the application clock's, so the cookie lives as long as the session it carries. */
    public static String session(HttpServerRequest request, String token, Instant expiresAt, Instant now) {
        boolean https = isHttps(request);
        long maxAge = Math.max(0, Duration.between(now, expiresAt).toSeconds());
        return base(https ? SECURE_SESSION : SESSION, token, https).setMaxAge(maxAge).encode();
    }

    public static String clearSession(HttpServerRequest request) {
        boolean https = isHttps(request);
        return base(https ? SECURE_SESSION : SESSION, "", https).setMaxAge(0).encode();
    }

    public static String readCsrf(HttpServerRequest request) {
        Cookie host = request.getCookie(HOST_CSRF);
        if (host != null) {
            return host.getValue();
        }
        Cookie plain = request.getCookie(CSRF);
        return plain == null ? null : plain.getValue();
    }

    public static String csrf(HttpServerRequest request, String value) {
        boolean https = isHttps(request);
        return base(https ? HOST_CSRF : CSRF, value, https).encode();
    }

    /** Lax is enough: the provider sends the browser back with a top-level GET. */
    public static String signInAttempt(HttpServerRequest request, String value, Duration lifetime) {
        return base(SIGN_IN_ATTEMPT, value, isHttps(request)).setPath(CALLBACK_PATH).setMaxAge(lifetime.toSeconds()).encode();
    }

    public static String clearSignInAttempt(HttpServerRequest request) {
        return base(SIGN_IN_ATTEMPT, "", isHttps(request)).setPath(CALLBACK_PATH).setMaxAge(0).encode();
    }

    private static Cookie base(String name, String value, boolean secure) {
        return Cookie.cookie(name, value).setHttpOnly(true).setSameSite(CookieSameSite.LAX).setPath("/").setSecure(secure);
    }
}
