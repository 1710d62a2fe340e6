package app.assessment.bootstrap;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import app.assessment.adapters.rest.json.JsonConventions;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
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
    void instantFormat_isThePatternsTextToTheMillisecond() {
        DateTimeFormatter pattern = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);
        Random random = new Random(23);
        List<Instant> instants = new ArrayList<>(List.of(Instant.EPOCH, Instant.parse("2026-11-21T10:24:00Z"),
                Instant.parse("2026-01-02T03:04:05.999999999Z"), Instant.parse("0001-01-01T00:00:00Z"),
                Instant.parse("9999-12-31T23:59:59.9995Z")));
        for (int i = 0; i < 10_000; i++) {
            instants.add(Instant.ofEpochSecond(random.nextLong(0, 253_402_300_800L), random.nextInt(1_000_000_000)));
        }
        for (Instant instant : instants) {
            assertThat(JsonConventions.format(instant)).as(instant.toString()).isEqualTo(pattern.format(instant));
        }
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
