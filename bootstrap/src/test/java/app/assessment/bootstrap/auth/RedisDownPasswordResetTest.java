package app.assessment.bootstrap.auth;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.Mailbox;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** v1.9.0's fail-open rate limiting covers the reset limits too: without Redis a reset can still be asked for. */
@QuarkusTest
@TestProfile(RedisDownProfile.class)
class RedisDownPasswordResetTest {

    @Inject
    TestAccounts accounts;

    Mailbox mailbox;

    @Test
    void withTheRateLimitStoreDown_forgotPasswordFailsOpen_perAddressAndPerEmail() {
        User user = accounts.user(accounts.organization(), Role.PROFESSOR);
        String address = Browser.newAddress();
        // One more than the per-address limit (5 an hour), and so beyond the per-e-mail one (3 an hour) too.
        int requests = 6;
        for (int i = 0; i < requests; i++) {
            given().header("X-Forwarded-For", address).contentType(ContentType.JSON).body(Map.of("email", user.email()))
                    .post("/api/users/forgot-password").then().statusCode(200).body("ok", equalTo(true));
        }
        assertThat(mailbox.awaitMail(user.email(), requests).text()).contains("reset-password?token=");
    }
}
