package app.assessment.bootstrap.auth;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.anEmptyMap;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.startsWith;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.time.Instant;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

@QuarkusTest
class SignInFlowTest {

    @Inject
    TestAccounts accounts;

    private Organization org;
    private User professor;

    @BeforeEach
    void setUp() {
        org = accounts.organization();
        professor = accounts.user(org, Role.PROFESSOR);
    }

    @Test
    void cookieFlow_csrfCallbackSessionProtectedRouteLogout_asABrowserDoes() {
        Browser browser = new Browser();
        Response callback = browser.signIn(professor.email(), TestAccounts.PASSWORD, null);
        callback.then().statusCode(200).body("url", endsWith("/pt/home"));
        String setCookie = callback.getHeader("Set-Cookie");
        assertThat(setCookie).contains("next-auth.session-token=").containsIgnoringCase("HttpOnly")
                .contains("SameSite=Lax").contains("Path=/").doesNotContainIgnoringCase("Secure");

        browser.request().get("/api/auth/session").then().statusCode(200)
                .body("user.id", equalTo(professor.id()))
                .body("user.email", equalTo(professor.email()))
                .body("user.role", equalTo("PROFESSOR"))
                .body("expires", matchesPattern("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z"));
        browser.request().get("/api/test-probe/me").then().statusCode(200).body("organizationId", equalTo(org.id()));

        browser.request().post("/api/auth/logout").then().statusCode(200).body("ok", equalTo(true))
                .body("url", matchesPattern("http://localhost:\\d+"));
        // The old cookie value, replayed after logout, is dead server-side.
        given().cookie("next-auth.session-token", browser.sessionToken()).get("/api/test-probe/me")
                .then().statusCode(401).contentType(startsWith("application/problem+json")).body("code", equalTo("UNAUTHENTICATED"));
    }

    @Test
    void redirectMode_answers302ToTheCallbackUrl() {
        Browser browser = new Browser();
        String csrf = browser.csrf();
        browser.request().redirects().follow(false).contentType("application/x-www-form-urlencoded")
                .formParam("email", professor.email()).formParam("password", TestAccounts.PASSWORD)
                .formParam("csrfToken", csrf).formParam("callbackUrl", "/pt/home")
                .post("/api/auth/callback/credentials")
                .then().statusCode(302).header("Location", endsWith("/pt/home"));
    }

    @Test
    void foreignCallbackUrl_isReplacedByTheBaseUrl() {
        Browser browser = new Browser();
        String csrf = browser.csrf();
        browser.request().contentType("application/x-www-form-urlencoded").header("X-Auth-Return-Redirect", "1")
                .formParam("email", professor.email()).formParam("password", TestAccounts.PASSWORD)
                .formParam("csrfToken", csrf).formParam("callbackUrl", "https://evil.example.com/steal")
                .post("/api/auth/callback/credentials")
                .then().statusCode(200).body("url", matchesPattern("http://localhost:\\d+"));
    }

    @Test
    void bearerFlow_sameTokenInAuthorizationHeader() {
        Browser browser = Browser.signedIn(professor.email(), TestAccounts.PASSWORD);
        given().header("Authorization", "Bearer " + browser.sessionToken()).get("/api/auth/session")
                .then().statusCode(200).body("user.id", equalTo(professor.id()));
    }

    @Test
    void session_withoutCookie_isEmptyObject() {
        given().get("/api/auth/session").then().statusCode(200).body("$", anEmptyMap());
        given().cookie("next-auth.session-token", "forged.token.value").get("/api/auth/session")
                .then().statusCode(200).body("$", anEmptyMap());
    }

    @Test
    void wrongPassword_inJsonMode_answers401WithTheErrorUrl() {
        new Browser().signIn(professor.email(), "wrong-password-9", null)
                .then().statusCode(401).body("url", containsString("error=CredentialsSignin"));
    }

    @Test
    void missingOrWrongCsrf_isRefused() {
        Browser browser = new Browser();
        browser.csrf();
        browser.request().contentType("application/x-www-form-urlencoded")
                .formParam("email", professor.email()).formParam("password", TestAccounts.PASSWORD)
                .formParam("csrfToken", "not-the-token").formParam("json", "true")
                .post("/api/auth/callback/credentials")
                .then().statusCode(403).body("code", equalTo("CSRF_INVALID"));
    }

    @Test
    void passwordChange_revokesExistingSessionsAtOnce() {
        Browser browser = Browser.signedIn(professor.email(), TestAccounts.PASSWORD);
        browser.request().get("/api/test-probe/me").then().statusCode(200);

        accounts.update(accounts.reload(professor.id()).withPasswordHash("$2a$04$invalidatedinvalidatedinvalidatedinvalidatedinvali", Instant.now()));

        browser.request().get("/api/test-probe/me").then().statusCode(401);
        browser.request().get("/api/auth/session").then().statusCode(200).body("$", anEmptyMap());
    }

    @Test
    void deactivation_revokesExistingSessionsAtOnce() {
        Browser browser = Browser.signedIn(professor.email(), TestAccounts.PASSWORD);
        accounts.update(accounts.reload(professor.id()).withActive(false, Instant.now()));
        browser.request().get("/api/test-probe/me").then().statusCode(401);
    }

    @Test
    void roleRestrictedRoute_answers403ToOtherRoles_and401Anonymous() {
        Browser browser = Browser.signedIn(professor.email(), TestAccounts.PASSWORD);
        browser.request().get("/api/test-probe/admin-only").then().statusCode(403).body("code", equalTo("FORBIDDEN"));
        given().get("/api/test-probe/admin-only").then().statusCode(401);
        Browser admin = Browser.signedIn(accounts.user(org, Role.ADMIN).email(), TestAccounts.PASSWORD);
        admin.request().get("/api/test-probe/admin-only").then().statusCode(200);
    }

    @Test
    void cookieWriteFromForeignOrigin_isRefused_butNoOriginOrOwnOriginPasses() {
        Browser browser = Browser.signedIn(professor.email(), TestAccounts.PASSWORD);
        browser.request().header("Origin", "https://evil.example.com").post("/api/test-probe/write")
                .then().statusCode(403).body("code", equalTo("ORIGIN_NOT_ALLOWED"));
        browser.request().post("/api/test-probe/write").then().statusCode(200);
        browser.request().header("Origin", io.restassured.RestAssured.baseURI + ":" + io.restassured.RestAssured.port)
                .post("/api/test-probe/write").then().statusCode(200);
    }

    @Test
    void cronRoute_needsTheCronSecret() {
        given().get("/api/cron/health").then().statusCode(401).body("code", equalTo("UNAUTHENTICATED"));
        given().header("Authorization", "Bearer wrong").get("/api/cron/health").then().statusCode(401);
        given().header("Authorization", "Bearer dev-only-cron-secret-0123456789abcdef").get("/api/cron/health")
                .then().statusCode(200).body("ok", equalTo(true));
    }
}
