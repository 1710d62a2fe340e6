package app.assessment.bootstrap;

import app.assessment.bootstrap.testsupport.Management;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItems;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

@QuarkusTest
class HealthTest {

    @Test
    void readiness_checksDatabaseAndRedis_andIsUp() {
        Management.request().get("/q/health/ready")
                .then().statusCode(200)
                .body("status", equalTo("UP"))
                .body("checks.name", hasItems("Database connections health check", "redis"));
    }

    @Test
    void liveness_isUp() {
        Management.request().get("/q/health/live").then().statusCode(200).body("status", equalTo("UP"));
    }
}
