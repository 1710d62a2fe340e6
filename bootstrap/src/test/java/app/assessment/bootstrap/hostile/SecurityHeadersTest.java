package app.assessment.bootstrap.hostile;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.user.Role;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

@QuarkusTest
class SecurityHeadersTest {

    @Inject
    TestAccounts accounts;

    private Browser browser;

    @BeforeEach
    void setUp() {
        browser = Browser.signedIn(accounts.user(accounts.organization(), Role.ADMIN).email(), TestAccounts.PASSWORD);
    }

    @Test
    void apiAnswers_authenticatedAnonymousAndErrors_carryTheSecurityHeaders() {
        hardened(browser.request().get("/api/forms").then().statusCode(200));
        hardened(given().get("/api/auth/session").then().statusCode(200));
        hardened(given().get("/api/auth/csrf").then().statusCode(200));
        hardened(given().get("/api/no-such-route").then().statusCode(404));
        hardened(browser.request().get("/api/test-probe/boom").then().statusCode(500));
    }

    @Test
    void aCookieWrite_fromAForeignReferer_isRefused_evenWithoutOrigin() {
        browser.request().header("Referer", "https://evil.example/page").post("/api/test-probe/write")
                .then().statusCode(403).body("code", equalTo("ORIGIN_NOT_ALLOWED"));
        browser.request().header("Origin", "null").post("/api/test-probe/write")
                .then().statusCode(403).body("code", equalTo("ORIGIN_NOT_ALLOWED"));
    }

    @Test
    void aCookieWrite_fromOurOwnPage_orWithNeitherHeader_isAccepted() {
        String own = io.restassured.RestAssured.baseURI + ":" + io.restassured.RestAssured.port;
        browser.request().header("Referer", own + "/pt/forms").post("/api/test-probe/write").then().statusCode(200);
        // ADR 0018: SameSite=Lax keeps browsers from sending the cookie on cross-site writes, and
        // non-browser clients that replay the cookie send neither header.
        browser.request().post("/api/test-probe/write").then().statusCode(200);
        given().header("Authorization", "Bearer " + browser.sessionToken()).header("Origin", "https://evil.example")
                .post("/api/test-probe/write").then().statusCode(200);
    }

    private static void hardened(ValidatableResponse response) {
        response.header("X-Content-Type-Options", "nosniff").header("X-Frame-Options", "DENY")
                .header("Content-Security-Policy", "frame-ancestors 'none'").header("Referrer-Policy", "no-referrer")
                .header("Cache-Control", containsString("no-store"));
    }
}
