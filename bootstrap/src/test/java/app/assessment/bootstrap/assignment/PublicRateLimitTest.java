package app.assessment.bootstrap.assignment;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.util.Map;
import org.junit.jupiter.api.Test;

@QuarkusTest
@TestProfile(PublicRateLimitTest.FivePerMinute.class)
class PublicRateLimitTest {

    public static class FivePerMinute implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("app.public.rate-limit-per-minute", "5");
        }
    }

    @Test
    void publicRoutes_areLimitedPerAddress() {
        for (int i = 0; i < 5; i++) {
            given().header("X-Forwarded-For", "192.0.2.10").get("/api/test-link/no-such-token").then().statusCode(404);
        }
        given().header("X-Forwarded-For", "192.0.2.10").get("/api/test-link/no-such-token")
                .then().statusCode(429).header("Retry-After", notNullValue()).body("code", equalTo("RATE_LIMITED"));
        given().header("X-Forwarded-For", "192.0.2.11").get("/api/test-link/no-such-token").then().statusCode(404);
    }
}
