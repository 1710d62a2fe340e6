package app.assessment.bootstrap;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import app.assessment.bootstrap.testsupport.Management;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import org.junit.jupiter.api.Test;

/**
 * Issue 42: health, metrics and the other {@code /q/*} routes are for the orchestrator and the
 * scraper, served on the management port only; the public port answers 404 for them. The OpenAPI
 * document and its UI stay on the public port under /api (docs/adr/0029, addendum).
 */
@QuarkusTest
class ManagementInterfaceTest {

    @Test
    void managementPort_isNotThePublicPort() {
        assertThat(Management.port()).isPositive().isNotEqualTo(RestAssured.port);
    }

    @Test
    void managementPort_servesHealthAndMetrics() {
        Management.request().get("/q/health/ready").then().statusCode(200).body("status", equalTo("UP"));
        Management.request().get("/q/health/live").then().statusCode(200).body("status", equalTo("UP"));
        Management.request().get("/q/health/started").then().statusCode(200);
        Management.request().get("/q/health").then().statusCode(200);
        Management.request().get("/q/metrics").then().statusCode(200).body(containsString("jvm_memory_used_bytes"));
    }

    @Test
    void publicPort_answers404_forEveryManagementRoute() {
        for (String path : new String[] {"/q/health", "/q/health/ready", "/q/health/live", "/q/health/started", "/q/metrics"}) {
            given().get(path).then().statusCode(404);
        }
    }

    @Test
    void openApiDocument_staysOnThePublicPort() {
        given().get("/api/openapi").then().statusCode(200).body(containsString("Assessment Service API"));
        Management.request().get("/api/openapi").then().statusCode(404);
    }
}
