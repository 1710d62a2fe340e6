package app.assessment.bootstrap.auth;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.startsWith;

import app.assessment.bootstrap.testsupport.AuthenticatorApp;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.StoredRecords;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

@QuarkusTest
class TotpEnrolmentTest {

    @Inject
    TestAccounts accounts;

    @Inject
    StoredRecords records;

    private User user;
    private Browser browser;

    @BeforeEach
    void setUp() {
        user = accounts.user(accounts.organization(), Role.PROFESSOR);
        browser = Browser.signedIn(user.email(), TestAccounts.PASSWORD);
    }

    @Test
    void enrolledAuthenticator_isRequiredAtSignIn_andItsCodeSignsIn() {
        String secret = browser.request().post("/api/user/2fa/totp").then().statusCode(200)
                .body("secret", matchesPattern("[A-Z2-7]{32}"))
                .body("otpauthUrl", startsWith("otpauth://totp/"))
                .extract().path("secret");
        browser.request().contentType("application/json").body(Map.of("code", AuthenticatorApp.staleCodeFor(secret)))
                .post("/api/user/2fa/totp/verify")
                .then().statusCode(400).body("code", equalTo("SECOND_FACTOR_INVALID"));
        checkCredentials().body("requires2fa", equalTo(false));

        browser.request().contentType("application/json").body(Map.of("code", AuthenticatorApp.codeFor(secret)))
                .post("/api/user/2fa/totp/verify")
                .then().statusCode(200).body("ok", equalTo(true));

        checkCredentials().body("success", equalTo(true)).body("requires2fa", equalTo(true)).body("methods", contains("totp"));
        Browser phone = new Browser(Browser.newAddress());
        phone.signIn(user.email(), TestAccounts.PASSWORD, null)
                .then().statusCode(401).body("code", equalTo("SECOND_FACTOR_REQUIRED"));
        phone.signIn(user.email(), TestAccounts.PASSWORD, AuthenticatorApp.staleCodeFor(secret))
                .then().statusCode(401).body("code", equalTo("SECOND_FACTOR_INVALID"));
        phone.signIn(user.email(), TestAccounts.PASSWORD, AuthenticatorApp.nextCodeFor(secret)).then().statusCode(200);
        phone.request().get("/api/auth/session").then().statusCode(200).body("user.id", equalTo(user.id()));
        assertThat(records.auditActions(user.id())).contains("user.2fa.totp-enrolment-started", "user.2fa.totp-enabled");
    }

    @Test
    void turningTheAuthenticatorOff_needsACurrentCode() {
        String secret = enrol();
        browser.request().delete("/api/user/2fa/totp")
                .then().statusCode(400).body("code", equalTo("VALIDATION_FAILED")).body("errors[0].field", equalTo("code"));
        browser.request().contentType("application/json").body(Map.of("code", AuthenticatorApp.staleCodeFor(secret)))
                .delete("/api/user/2fa/totp")
                .then().statusCode(400).body("code", equalTo("SECOND_FACTOR_INVALID"));
        checkCredentials().body("requires2fa", equalTo(true));

        browser.request().contentType("application/json").body(Map.of("code", AuthenticatorApp.nextCodeFor(secret)))
                .delete("/api/user/2fa/totp")
                .then().statusCode(200).body("ok", equalTo(true));

        checkCredentials().body("requires2fa", equalTo(false));
        assertThat(records.auditActions(user.id())).endsWith("user.2fa.totp-disabled");
    }

    /** Spec, Authentication 2: a code is a credential, so never in a query string (proxies and logs keep URLs). */
    @Test
    void turningTheAuthenticatorOff_withTheCodeInTheQuery_isRefused_andLeavesItOn() {
        String secret = enrol();
        String current = AuthenticatorApp.nextCodeFor(secret);
        browser.request().queryParam("code", current).delete("/api/user/2fa/totp")
                .then().statusCode(400).contentType("application/problem+json")
                .body("code", equalTo("VALIDATION_FAILED")).body("errors[0].field", equalTo("code"));
        browser.request().queryParam("code", current).contentType("application/json").body(Map.of("code", current))
                .delete("/api/user/2fa/totp").then().statusCode(400).body("errors[0].field", equalTo("code"));
        checkCredentials().body("requires2fa", equalTo(true));

        browser.request().contentType("application/json").body(Map.of("code", current)).delete("/api/user/2fa/totp")
                .then().statusCode(200);
    }

    @Test
    void aCodeIsGoodOnce_aReplayWithinItsWindowIsRefused() {
        String secret = browser.request().post("/api/user/2fa/totp").then().statusCode(200).extract().path("secret");
        String enrolmentCode = AuthenticatorApp.codeFor(secret);
        browser.request().contentType("application/json").body(Map.of("code", enrolmentCode))
                .post("/api/user/2fa/totp/verify").then().statusCode(200);

        new Browser(Browser.newAddress()).signIn(user.email(), TestAccounts.PASSWORD, enrolmentCode)
                .then().statusCode(401).body("code", equalTo("SECOND_FACTOR_INVALID"));

        String next = AuthenticatorApp.nextCodeFor(secret);
        new Browser(Browser.newAddress()).signIn(user.email(), TestAccounts.PASSWORD, next).then().statusCode(200);
        new Browser(Browser.newAddress()).signIn(user.email(), TestAccounts.PASSWORD, next)
                .then().statusCode(401).body("code", equalTo("SECOND_FACTOR_INVALID"));
    }

    @Test
    void startingAgainWhileOn_isAConflict_soTheWorkingSecretIsNeverReplacedWithoutACode() {
        enrol();
        browser.request().post("/api/user/2fa/totp").then().statusCode(409).body("code", equalTo("TOTP_ALREADY_ENABLED"));
        checkCredentials().body("requires2fa", equalTo(true));
    }

    @Test
    void verifyWithoutEnrolment_isAConflict() {
        browser.request().contentType("application/json").body(Map.of("code", "123456")).post("/api/user/2fa/totp/verify")
                .then().statusCode(409).body("code", equalTo("TOTP_NOT_PENDING"));
    }

    @Test
    void fiveWrongCodes_blockTheUsersCodeChecksForAWhile() {
        String secret = browser.request().post("/api/user/2fa/totp").then().statusCode(200).extract().path("secret");
        for (int i = 0; i < 5; i++) {
            browser.request().contentType("application/json").body(Map.of("code", AuthenticatorApp.staleCodeFor(secret)))
                    .post("/api/user/2fa/totp/verify").then().statusCode(400);
        }
        browser.request().contentType("application/json").body(Map.of("code", AuthenticatorApp.codeFor(secret)))
                .post("/api/user/2fa/totp/verify")
                .then().statusCode(429).body("code", equalTo("RATE_LIMITED")).header("Retry-After", matchesPattern("\\d+"));
    }

    @Test
    void emailFactor_isTurnedOnAndOffWithTheCurrentPassword() {
        browser.request().contentType("application/json").body(Map.of("enabled", true, "password", "not-my-password"))
                .put("/api/user/2fa/email")
                .then().statusCode(400).body("code", equalTo("PASSWORD_INVALID")).body("errors[0].field", equalTo("password"));
        browser.request().contentType("application/json").body(Map.of("enabled", true)).put("/api/user/2fa/email")
                .then().statusCode(400).body("code", equalTo("VALIDATION_FAILED"));
        checkCredentials().body("requires2fa", equalTo(false));

        browser.request().contentType("application/json").body(Map.of("enabled", true, "password", TestAccounts.PASSWORD))
                .put("/api/user/2fa/email").then().statusCode(200).body("ok", equalTo(true));
        checkCredentials().body("requires2fa", equalTo(true)).body("methods", contains("email"));

        browser.request().contentType("application/json").body(Map.of("enabled", false, "password", TestAccounts.PASSWORD))
                .put("/api/user/2fa/email").then().statusCode(200);
        checkCredentials().body("requires2fa", equalTo(false));
        assertThat(records.auditActions(user.id())).contains("user.2fa.email-enabled", "user.2fa.email-disabled");
    }

    @Test
    void settings_needASession() {
        given().post("/api/user/2fa/totp").then().statusCode(401).body("code", equalTo("UNAUTHENTICATED"));
        given().contentType("application/json").body(Map.of("enabled", true, "password", "x")).put("/api/user/2fa/email")
                .then().statusCode(401);
        given().contentType("application/json").body(Map.of("code", "123456")).delete("/api/user/2fa/totp").then().statusCode(401);
    }

    private String enrol() {
        String secret = browser.request().post("/api/user/2fa/totp").then().statusCode(200).extract().path("secret");
        browser.request().contentType("application/json").body(Map.of("code", AuthenticatorApp.codeFor(secret)))
                .post("/api/user/2fa/totp/verify").then().statusCode(200);
        return secret;
    }

    private ValidatableResponse checkCredentials() {
        return given().header("X-Forwarded-For", Browser.newAddress()).contentType("application/json")
                .body(Map.of("email", user.email(), "password", TestAccounts.PASSWORD))
                .post("/api/auth/check-credentials").then().statusCode(200);
    }
}
