package app.assessment.bootstrap.hostile;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

import app.assessment.adapters.rest.problem.Problem;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

/**
 * Requests the HTTP codec used to refuse with an empty body (ADR 0017): an over-long request
 * URI and over-large headers get problem+json like every other error, with the security headers.
 */
@QuarkusTest
class CodecLimitsTest {

    @Test
    void anOverLongUri_is414ProblemJson() {
        given().get("/api/forms?q=" + "a".repeat(5_000)).then().statusCode(414).contentType(Problem.MEDIA_TYPE)
                .header("X-Content-Type-Options", "nosniff").body("status", equalTo(414)).body("code", equalTo("URI_TOO_LONG"));
    }

    @Test
    void overLargeHeaders_are431ProblemJson() {
        given().header("X-Padding", "b".repeat(21_000)).get("/api/forms").then().statusCode(431).contentType(Problem.MEDIA_TYPE)
                .body("status", equalTo(431)).body("code", equalTo("HEADERS_TOO_LARGE"));
    }

    @Test
    void requestsWithinTheLimits_passAsBefore() {
        given().get("/api/forms?q=" + "a".repeat(3_000)).then().statusCode(401).contentType(Problem.MEDIA_TYPE);
        given().header("X-Padding", "b".repeat(15_000)).get("/q/health/live").then().statusCode(200);
    }
}
