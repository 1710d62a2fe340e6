package app.assessment.bootstrap.auth;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.SecondFactor;
import app.assessment.domain.user.User;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

@QuarkusTest
class CheckCredentialsTest {

    @Inject
    TestAccounts accounts;

    private User user;
    private String ip;

    @BeforeEach
    void setUp() {
        Organization org = accounts.organization();
        user = accounts.user(org, Role.ADMIN);
        // Each test comes from its own address (the test client is a trusted proxy), so limits never leak between tests:
        // one of 16 million, not of the 250 of a documentation range, which other tests' blocks could reach.
        ip = Browser.newAddress();
    }

    private io.restassured.response.Response check(String email, String password) {
        return given().header("X-Forwarded-For", ip).contentType(ContentType.JSON)
                .body(Map.of("email", email, "password", password)).post("/api/auth/check-credentials");
    }

    @Test
    void rightCredentials_withoutSecondFactor() {
        check(user.email(), TestAccounts.PASSWORD).then().statusCode(200)
                .body("success", equalTo(true)).body("requires2fa", equalTo(false)).body("methods", nullValue());
    }

    @Test
    void emailIsCaseInsensitive() {
        check(user.email().toUpperCase(), TestAccounts.PASSWORD).then().statusCode(200).body("success", equalTo(true));
    }

    @Test
    void secondFactorOn_listsItsMethods() {
        User withFactor = accounts.user(accounts.organization(), Role.PROFESSOR, new SecondFactor(true, "JBSWY3DPEHPK3PXP", true));
        check(withFactor.email(), TestAccounts.PASSWORD).then().statusCode(200)
                .body("requires2fa", equalTo(true)).body("methods", contains("email", "totp"));
    }

    @Test
    void missingEmailOrPassword_is400() {
        given().contentType(ContentType.JSON).body(Map.of("email", user.email())).post("/api/auth/check-credentials")
                .then().statusCode(400).body("errors.field", hasItem("password"));
        given().contentType(ContentType.JSON).body(Map.of("password", "x")).post("/api/auth/check-credentials")
                .then().statusCode(400).body("errors.field", hasItem("email"));
        given().contentType(ContentType.JSON).body("{}").post("/api/auth/check-credentials").then().statusCode(400);
    }

    @Test
    void wrongPasswordAndUnknownEmail_getTheSameAnswer() {
        String wrongPassword = check(user.email(), "not-the-password").then().statusCode(401)
                .body("code", equalTo("INVALID_CREDENTIALS")).extract().path("detail");
        String unknownEmail = check("nobody-" + UUID.randomUUID() + "@example.com", "not-the-password").then().statusCode(401)
                .body("code", equalTo("INVALID_CREDENTIALS")).extract().path("detail");
        org.assertj.core.api.Assertions.assertThat(unknownEmail).isEqualTo(wrongPassword);
    }

    @Test
    void fifthFailure_blocksTheAddress_evenForTheRightPassword() {
        for (int i = 0; i < 5; i++) {
            check(user.email(), "wrong-" + i).then().statusCode(401);
        }
        check(user.email(), TestAccounts.PASSWORD).then().statusCode(429)
                .header("Retry-After", notNullValue()).body("code", equalTo("RATE_LIMITED"));
        // Another address is not affected.
        given().header("X-Forwarded-For", "198.51.100.7").contentType(ContentType.JSON)
                .body(Map.of("email", user.email(), "password", TestAccounts.PASSWORD))
                .post("/api/auth/check-credentials").then().statusCode(200);
    }

    /** The limit is per address (spec, Authentication 8): an e-mail tried from many addresses is never locked. */
    @Test
    void failuresForOneEmail_fromManyAddresses_doNotBlockIt() {
        for (int i = 0; i < 6; i++) {
            given().header("X-Forwarded-For", Browser.newAddress()).contentType(ContentType.JSON)
                    .body(Map.of("email", user.email(), "password", "wrong-" + i))
                    .post("/api/auth/check-credentials").then().statusCode(401);
        }
        check(user.email(), TestAccounts.PASSWORD).then().statusCode(200).body("success", equalTo(true));
    }
}
