package app.assessment.bootstrap.auth;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.response.Response;
import jakarta.inject.Inject;
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

    @Inject
    TestAccounts accounts;

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
        logout.then().statusCode(200);
        assertThat(logout.getHeader("Set-Cookie")).startsWith(SESSION + "=;").contains("Max-Age=0").contains("Secure");
    }
}
