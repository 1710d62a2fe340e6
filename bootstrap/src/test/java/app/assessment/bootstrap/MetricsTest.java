package app.assessment.bootstrap;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.user.Role;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

/** What an operator scrapes from /q/metrics: requests by route template, the pool, the JVM. */
@QuarkusTest
class MetricsTest {

    @Inject
    TestAccounts accounts;

    @Test
    void requests_areCountedByRouteTemplate_neverByTheirIds() {
        Browser admin = Browser.signedIn(accounts.user(accounts.organization(), Role.ADMIN).email(), TestAccounts.PASSWORD);
        admin.request().get("/api/forms/cnotaformid000000000000001").then().statusCode(404);

        String metrics = given().get("/q/metrics").then().statusCode(200).extract().asString();

        assertThat(metrics).containsPattern("http_server_requests_seconds_count\\{[^}]*uri=\"/api/forms/\\{id}\"[^}]*} [1-9]");
        assertThat(metrics).doesNotContain("cnotaformid000000000000001");
    }

    @Test
    void theConnectionPoolAndTheJvm_areExposed() {
        String metrics = given().get("/q/metrics").then().statusCode(200).extract().asString();

        assertThat(metrics).contains("agroal_active_count").contains("agroal_max_used_count")
                .contains("jvm_memory_used_bytes").contains("process_cpu_usage");
    }
}
