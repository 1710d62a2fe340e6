package app.assessment.bootstrap.outage;

import app.assessment.bootstrap.testsupport.Management;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.notNullValue;

import app.assessment.adapters.rest.problem.Problem;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.LogCapture;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.user.Role;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** PostgreSQL stopping (cut at a relay) and Redis absent, as an unlucky operator sees them. */
@QuarkusTest
@TestProfile(OutageProfile.class)
class OutageTest {

    @Inject
    TestAccounts accounts;

    @AfterEach
    void restore() {
        OutageProfile.database.up();
    }

    @Test
    void redisDown_isReportedInReadiness_butDoesNotTakeTheInstanceOutOfRotation() {
        Management.request().get("/q/health/ready").then().statusCode(200).body("status", equalTo("UP"))
                .body("checks.find { it.name == 'redis' }.data.reachable", equalTo(false));
    }

    @Test
    void databaseDown_answers503WithRetryAfter_logsOnce_andRecovers() {
        Browser admin = Browser.signedIn(accounts.user(accounts.organization(), Role.ADMIN).email(), TestAccounts.PASSWORD);
        admin.request().get("/api/forms").then().statusCode(200);

        OutageProfile.database.down();
        try (LogCapture log = LogCapture.start()) {
            for (int i = 0; i < 6; i++) {
                admin.request().get("/api/forms").then().statusCode(503).contentType(Problem.MEDIA_TYPE)
                        .header("Retry-After", notNullValue()).body("code", equalTo("SERVICE_UNAVAILABLE"));
                given().get("/api/test-link/no-such-token").then().statusCode(503).contentType(Problem.MEDIA_TYPE);
            }
            Management.request().get("/q/health/ready").then().statusCode(503).body("status", equalTo("DOWN"))
                    .body("checks.name", hasItem("Database connections health check"));

            assertThat(log.count("PostgreSQL is unreachable")).isEqualTo(1);
            assertThat(log.lines()).noneMatch(line -> line.startsWith("SEVERE") && !line.contains("PostgreSQL is unreachable")
                    && !line.contains("Database connections health check"));
        }

        OutageProfile.database.up();
        await().atMost(Duration.ofSeconds(30)).untilAsserted(() -> admin.request().get("/api/forms").then().statusCode(200));
    }
}
