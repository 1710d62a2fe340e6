package app.assessment.bootstrap.hostile;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.StoredRecords;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The test client connects from 127.0.0.1, a trusted proxy (TRUSTED_PROXIES); every other
 * address in X-Forwarded-For is a client's. A proxy appends the address it saw, so only the
 * right-most entry not written by a trusted proxy tells who is calling: the entries before it
 * are whatever the client sent.
 */
@QuarkusTest
class ClientAddressTest {

    @Inject
    TestAccounts accounts;

    @Inject
    StoredRecords records;

    @Test
    void forgedLeftMostAddresses_doNotEscapeTheSignInLock() {
        User user = accounts.user(accounts.organization(), Role.ADMIN);
        String realClient = Browser.newAddress();
        int status = 0;
        for (int n = 1; n <= 7; n++) {
            status = given().header("X-Forwarded-For", "203.0.113." + n + ", " + realClient).contentType(ContentType.JSON)
                    .body(Map.of("email", user.email(), "password", "wrong-" + n))
                    .post("/api/auth/check-credentials").statusCode();
        }
        assertThat(status).isEqualTo(429);
    }

    @Test
    void trustedProxyHops_onTheRight_areSkipped() {
        User user = accounts.user(accounts.organization(), Role.ADMIN);
        String realClient = Browser.newAddress();
        for (int n = 1; n <= 5; n++) {
            given().header("X-Forwarded-For", "198.51.100." + n + ", " + realClient + ", 127.0.0.5")
                    .contentType(ContentType.JSON).body(Map.of("email", user.email(), "password", "wrong-" + n))
                    .post("/api/auth/check-credentials").then().statusCode(401);
        }
        given().header("X-Forwarded-For", realClient).contentType(ContentType.JSON)
                .body(Map.of("email", user.email(), "password", TestAccounts.PASSWORD))
                .post("/api/auth/check-credentials").then().statusCode(429).body("code", equalTo("RATE_LIMITED"));
    }

    @Test
    void theAuditEntry_recordsTheRightMostUntrustedAddress() {
        User user = accounts.user(accounts.organization(), Role.PROFESSOR);
        String realClient = Browser.newAddress();
        Browser browser = new Browser("203.0.113.77, " + realClient);
        browser.signIn(user.email(), TestAccounts.PASSWORD, null).then().statusCode(200);
        browser.request().post("/api/auth/logout").then().statusCode(200);
        assertThat(records.auditIpsOfActor(user.id())).isNotEmpty().allMatch(realClient::equals);
    }
}
