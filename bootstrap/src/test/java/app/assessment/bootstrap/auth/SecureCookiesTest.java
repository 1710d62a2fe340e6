package app.assessment.bootstrap.auth;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import app.assessment.bootstrap.auth.oidc.OidcStub;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Spec, Authentication 1: the session cookie is Secure. A proxy that terminates TLS and is not in
 * TRUSTED_PROXIES forwards plain http, so the configured public URL decides, as next-auth's
 * NEXTAUTH_URL does ({@code useSecureCookies}); plain http without an https APP_URL is SignInFlowTest's.
 */
@QuarkusTest
@TestProfile(HttpsPublicUrlProfile.class)
class SecureCookiesTest {

    private static final String SESSION = "__Secure-next-auth.session-token";
    private static final String CSRF = "__Host-next-auth.csrf-token";
    private static final String STATE = "__Secure-next-auth.state";

    @Inject
    TestAccounts accounts;

    OidcStub stub;

    @Test
    void withAnHttpsPublicUrl_overPlainHttp_theCookiesAreSecureAndPrefixed_andAreReadBack() {
        User user = accounts.user(accounts.organization(), Role.PROFESSOR);
        assertThat(given().get("/api/auth/csrf").getHeader("Set-Cookie"))
                .startsWith(CSRF + "=").contains("Secure").contains("Path=/").doesNotContainIgnoringCase("Domain=");

        // The callback verifies the CSRF token against the __Host- cookie the browser sends back.
        Browser browser = new Browser(Browser.newAddress());
        Response signIn = browser.signIn(user.email(), TestAccounts.PASSWORD, null);
        signIn.then().statusCode(200).body("url", equalTo(HttpsPublicUrlProfile.PUBLIC_URL + "/pt/home"));
        assertThat(signIn.getHeader("Set-Cookie")).startsWith(SESSION + "=").contains("Secure")
                .containsIgnoringCase("HttpOnly").contains("SameSite=Lax").contains("Path=/");
        assertThat(browser.cookies()).containsOnlyKeys(CSRF, SESSION);

        given().cookie(SESSION, browser.cookies().get(SESSION)).get("/api/auth/session")
                .then().statusCode(200).body("user.id", equalTo(user.id()));

        Response logout = browser.request().post("/api/auth/logout");
        logout.then().statusCode(200).body("ok", equalTo(true)).body("url", equalTo(HttpsPublicUrlProfile.PUBLIC_URL));
        assertThat(logout.getHeader("Set-Cookie")).startsWith(SESSION + "=;").contains("Max-Age=0").contains("Secure");
    }

    /** next-auth names its OAuth state cookie {@code __Secure-next-auth.state} when it uses secure cookies. */
    @Test
    void withAnHttpsPublicUrl_theOAuthStateCookieIsSecureAndPrefixed_andTheCallbackReadsIt() {
        User user = accounts.user(accounts.organization(), Role.PROFESSOR);
        Response start = given().redirects().follow(false).get("/api/auth/signin/test");
        start.then().statusCode(302);
        assertThat(start.getHeader("Set-Cookie")).startsWith(STATE + "=").contains("Secure").containsIgnoringCase("HttpOnly")
                .contains("Path=/api/auth/callback");
        Map<String, String> query = new HashMap<>();
        for (String pair : URI.create(start.getHeader("Location")).getRawQuery().split("&")) {
            String[] kv = pair.split("=", 2);
            query.put(kv[0], URLDecoder.decode(kv[1], StandardCharsets.UTF_8));
        }

        stub.answerTokenRequestsWith(stub.sign(stub.claims(user.email(), query.get("nonce"))));
        Response callback = given().redirects().follow(false).cookie(STATE, start.getCookie(STATE))
                .queryParam("code", OidcStub.CODE).queryParam("state", query.get("state")).get("/api/auth/callback/test");

        callback.then().statusCode(302).header("Location", equalTo(HttpsPublicUrlProfile.PUBLIC_URL + "/pt/home"));
        assertThat(callback.getHeaders().getValues("Set-Cookie")).anySatisfy(c -> assertThat(c).startsWith(SESSION + "="))
                .anySatisfy(c -> assertThat(c).startsWith(STATE + "=;").contains("Max-Age=0"));
    }
}
