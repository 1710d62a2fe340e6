package app.assessment.bootstrap;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.startsWith;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import org.junit.jupiter.api.Test;

@QuarkusTest
class ErrorModelTest {

    private static final String PROBLEM = "application/problem+json";

    @Test
    void unknownRoute_answersProblem404() {
        given().get("/api/nope")
                .then().statusCode(404).contentType(startsWith(PROBLEM))
                .body("status", equalTo(404)).body("code", equalTo("NOT_FOUND"))
                .body("title", equalTo("Not Found")).body("type", equalTo("about:blank"))
                .body("error", equalTo("No resource matches this path"));
    }

    @Test
    void malformedJson_answersProblem400() {
        given().contentType(ContentType.JSON).body("{\"name\": ")
                .post("/api/test-probe/json")
                .then().statusCode(400).contentType(startsWith(PROBLEM))
                .body("code", equalTo("MALFORMED_JSON"));
    }

    @Test
    void wrongJsonType_answers400NamingTheField() {
        given().contentType(ContentType.JSON).body("{\"name\":\"a\",\"amount\":\"lots\"}")
                .post("/api/test-probe/json")
                .then().statusCode(400).contentType(startsWith(PROBLEM))
                .body("code", equalTo("VALIDATION_FAILED"))
                .body("errors.field", hasItem("amount"));
    }

    @Test
    void domainValidation_answers400NamingTheField() {
        given().get("/api/test-probe/invalid")
                .then().statusCode(400).body("errors[0].field", equalTo("amount"))
                .body("errors[0].message", equalTo("must be greater than 0"));
    }

    @Test
    void wrongMethod_answersProblem405() {
        given().delete("/api/test-probe/boom")
                .then().statusCode(405).contentType(startsWith(PROBLEM))
                .body("code", equalTo("METHOD_NOT_ALLOWED"));
    }

    @Test
    void unsupportedMediaType_answersProblem415() {
        given().contentType(ContentType.TEXT).body("name=x")
                .post("/api/test-probe/json")
                .then().statusCode(415).contentType(startsWith(PROBLEM))
                .body("code", equalTo("UNSUPPORTED_MEDIA_TYPE"));
    }

    @Test
    void bodyOverTheLimit_answersProblem413() {
        String big = "{\"name\":\"" + "x".repeat(12 * 1024 * 1024) + "\"}";
        given().contentType(ContentType.JSON).body(big)
                .post("/api/test-probe/json")
                .then().statusCode(413).contentType(startsWith(PROBLEM))
                .body("code", equalTo("PAYLOAD_TOO_LARGE"));
    }

    @Test
    void domainConflict_answersProblem409WithItsCode() {
        given().get("/api/test-probe/conflict")
                .then().statusCode(409).contentType(startsWith(PROBLEM))
                .body("code", equalTo("PAYMENT_ALREADY_PAID"))
                .body("detail", equalTo("Payment is already paid and cannot be cancelled"))
                .body("error", equalTo("Payment is already paid and cannot be cancelled"));
    }

    @Test
    void unhandledFailure_answers500WithCorrelationIdAndNoInternals() {
        given().get("/api/test-probe/boom")
                .then().statusCode(500).contentType(startsWith(PROBLEM))
                .body("code", equalTo("INTERNAL_ERROR"))
                .body("correlationId", notNullValue())
                .body(not(containsString("SELECT")))
                .body(not(containsString("IllegalStateException")))
                .body(not(containsString("at app.assessment")));
    }
}
