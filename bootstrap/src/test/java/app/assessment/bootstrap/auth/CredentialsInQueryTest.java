package app.assessment.bootstrap.auth;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.anEmptyMap;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItems;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.StoredRecords;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Spec, Authentication 2: credentials only ever travel in a POST body. One in the query string
 * (kept by proxies, server logs and browser history) is refused before anything is checked:
 * no session, no failure counted toward the address's limit, no audit entry.
 */
@QuarkusTest
class CredentialsInQueryTest {

    /** The sign-in limit (AUTH_FAILURE_LIMIT): had the refused attempts counted, the address would be blocked. */
    private static final int FAILURE_LIMIT = 5;

    @Inject
    TestAccounts accounts;

    @Inject
    StoredRecords records;

    private User user;
    private String address;

    @BeforeEach
    void setUp() {
        user = accounts.user(accounts.organization(), Role.PROFESSOR);
        address = Browser.newAddress();
    }

    @Test
    void checkCredentials_withCredentialsInTheQuery_isRefused_andCountsNothing() {
        for (int i = 0; i < FAILURE_LIMIT; i++) {
            given().header("X-Forwarded-For", address).queryParam("email", user.email()).queryParam("password", "wrong-" + i)
                    .contentType(ContentType.JSON).body(Map.of("email", user.email(), "password", "wrong-" + i))
                    .post("/api/auth/check-credentials")
                    .then().statusCode(400).contentType("application/problem+json")
                    .body("code", equalTo("VALIDATION_FAILED")).body("errors.field", hasItems("email", "password"));
        }
        given().header("X-Forwarded-For", address).queryParam("password", TestAccounts.PASSWORD)
                .contentType(ContentType.JSON).body(Map.of("email", user.email(), "password", TestAccounts.PASSWORD))
                .post("/api/auth/check-credentials").then().statusCode(400).body("errors[0].field", equalTo("password"));

        given().header("X-Forwarded-For", address).contentType(ContentType.JSON)
                .body(Map.of("email", user.email(), "password", TestAccounts.PASSWORD))
                .post("/api/auth/check-credentials").then().statusCode(200).body("success", equalTo(true));
    }

    @Test
    void callback_withCredentialsInTheQuery_isRefused_opensNoSession_countsNothing_andAuditsNothing() {
        Browser browser = new Browser(address);
        String csrf = browser.csrf();
        for (int i = 0; i < FAILURE_LIMIT; i++) {
            browser.request().queryParam("email", user.email()).queryParam("password", "wrong-" + i)
                    .contentType("application/x-www-form-urlencoded").formParam("email", user.email())
                    .formParam("password", "wrong-" + i).formParam("csrfToken", csrf).formParam("json", "true")
                    .post("/api/auth/callback/credentials")
                    .then().statusCode(400).contentType("application/problem+json").body("code", equalTo("VALIDATION_FAILED"));
        }
        Response rightPassword = browser.request().queryParam("password", TestAccounts.PASSWORD)
                .contentType("application/x-www-form-urlencoded").formParam("email", user.email())
                .formParam("password", TestAccounts.PASSWORD).formParam("csrfToken", csrf).formParam("json", "true")
                .post("/api/auth/callback/credentials");
        rightPassword.then().statusCode(400).body("errors[0].field", equalTo("password"));
        assertThat(rightPassword.getHeaders().getValues("Set-Cookie")).noneMatch(cookie -> cookie.contains("session-token"));
        browser.request().queryParam("code", "123456").contentType(ContentType.JSON)
                .body(Map.of("email", user.email(), "password", TestAccounts.PASSWORD, "csrfToken", csrf, "json", "true"))
                .post("/api/auth/callback/credentials").then().statusCode(400).body("errors[0].field", equalTo("code"));
        browser.request().get("/api/auth/session").then().statusCode(200).body("$", anEmptyMap());
        assertThat(records.auditIpsOfActor(user.id())).isEmpty();

        browser.signIn(user.email(), TestAccounts.PASSWORD, null).then().statusCode(200);
        assertThat(records.auditIpsOfActor(user.id())).containsExactly(address);
    }

    @Test
    void everyOtherRouteTakingASecret_refusesItInTheQueryString() {
        Browser signedIn = Browser.signedIn(user.email(), TestAccounts.PASSWORD);
        signedIn.request().queryParam("code", "123456").contentType(ContentType.JSON).body(Map.of("code", "123456"))
                .post("/api/user/2fa/totp/verify").then().statusCode(400).body("errors.field", hasItems("code"));
        signedIn.request().queryParam("password", TestAccounts.PASSWORD).contentType(ContentType.JSON)
                .body(Map.of("enabled", true, "password", TestAccounts.PASSWORD))
                .put("/api/user/2fa/email").then().statusCode(400).body("errors.field", hasItems("password"));
        given().header("X-Forwarded-For", address).queryParam("email", user.email()).queryParam("password", TestAccounts.PASSWORD)
                .contentType(ContentType.JSON).body(Map.of("email", user.email(), "password", TestAccounts.PASSWORD))
                .post("/api/auth/2fa/email").then().statusCode(400).body("errors.field", hasItems("email", "password"));
        given().header("X-Forwarded-For", address).queryParam("token", "t0ken").queryParam("password", "Outra-Senha-2026!")
                .contentType(ContentType.JSON).body(Map.of("token", "t0ken", "password", "Outra-Senha-2026!"))
                .post("/api/users/reset-password").then().statusCode(400).body("errors.field", hasItems("token", "password"));
        assertThat(records.auditIpsOfActor(user.id())).as("only the sign-in above").hasSize(1);
    }
}
