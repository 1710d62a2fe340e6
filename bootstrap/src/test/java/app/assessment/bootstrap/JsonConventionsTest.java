package app.assessment.bootstrap;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import app.assessment.adapters.rest.json.JsonConventions;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

@QuarkusTest
class JsonConventionsTest {

    @Inject
    ObjectMapper mapper;

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
    void instantFormat_outsideYearsOneToNineThousand_isTheInstantFormattersText() {
        for (String text : List.of("0000-12-31T23:59:59.999Z", "-0001-06-01T00:00:00Z", "+10000-01-01T00:00:00Z",
                "+12345-06-07T08:09:10.111Z")) {
            Instant instant = Instant.parse(text);
            assertThat(JsonConventions.format(instant)).as(text).isEqualTo(JsonConventions.INSTANT.format(instant));
        }
        assertThat(JsonConventions.format(Instant.parse("+10000-01-01T00:00:00Z"))).isEqualTo("+10000-01-01T00:00:00.000Z");
    }

    @Test
    void instantInJson_isFormatsText() throws Exception {
        Random random = new Random(24);
        for (int i = 0; i < 1_000; i++) {
            Instant instant = Instant.ofEpochSecond(random.nextLong(-62_135_596_800L, 253_402_300_800L), random.nextInt(1_000_000_000));
            assertThat(mapper.writeValueAsString(List.of(instant))).isEqualTo("[\"" + JsonConventions.format(instant) + "\"]");
        }
        assertThat(mapper.writeValueAsString(Instant.parse("+10000-01-01T00:00:00Z"))).isEqualTo("\"+10000-01-01T00:00:00.000Z\"");
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
