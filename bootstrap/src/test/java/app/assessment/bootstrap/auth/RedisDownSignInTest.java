package app.assessment.bootstrap.auth;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.util.Map;
import org.junit.jupiter.api.Test;

@QuarkusTest
@TestProfile(RedisDownProfile.class)
class RedisDownSignInTest {

    @Inject
    TestAccounts accounts;

    @Test
    void withTheRateLimitStoreDown_signInFailsOpen() {
        User user = accounts.user(accounts.organization(), Role.PROFESSOR);
        for (int i = 0; i < 7; i++) {
            given().contentType(ContentType.JSON).body(Map.of("email", user.email(), "password", "wrong-" + i))
                    .post("/api/auth/check-credentials").then().statusCode(401);
        }
        given().contentType(ContentType.JSON).body(Map.of("email", user.email(), "password", TestAccounts.PASSWORD))
                .post("/api/auth/check-credentials").then().statusCode(200).body("success", equalTo(true));
    }
}
