package app.assessment.bootstrap.observability;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.Test;

/** Without an OTLP endpoint nothing is traced: no SDK, no wrapped statements, and correlation ids are UUIDs. */
@QuarkusTest
class TracingOffByDefaultTest {

    @Test
    void withoutAnEndpoint_theSdkAndTheJdbcSpansAreOff() {
        assertThat(ConfigProvider.getConfig().getValue("quarkus.otel.sdk.disabled", Boolean.class)).isTrue();
        assertThat(ConfigProvider.getConfig().getValue("quarkus.datasource.jdbc.telemetry.enabled", Boolean.class)).isFalse();
    }

    @Test
    void a500sCorrelationId_isARandomUuid() {
        String correlationId = given().get("/api/test-probe/boom").then().statusCode(500).extract().path("correlationId");

        assertThat(correlationId).matches("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");
    }
}
