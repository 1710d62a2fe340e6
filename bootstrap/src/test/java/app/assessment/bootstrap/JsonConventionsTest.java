package app.assessment.bootstrap;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import org.junit.jupiter.api.Test;

@QuarkusTest
class JsonConventionsTest {

    @Test
    void instant_withZeroMillis_keepsThreeFractionDigits() {
        given().get("/api/test-probe/instant")
                .then().statusCode(200)
                .body("at", equalTo("2026-11-21T10:24:00.000Z"));
    }

    @Test
    void requestInstant_roundTripsInWireFormat_andUnknownFieldsAreIgnored() {
        given().contentType(ContentType.JSON)
                .body("{\"name\":\"a\",\"amount\":49.9,\"when\":\"2026-01-02T03:04:05.6Z\",\"extra\":true}")
                .post("/api/test-probe/json")
                .then().statusCode(200)
                .body("when", equalTo("2026-01-02T03:04:05.600Z"))
                .body("amount", equalTo(49.9f));
    }
}
