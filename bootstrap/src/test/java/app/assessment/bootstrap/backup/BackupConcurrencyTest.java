package app.assessment.bootstrap.backup;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Two backup calls at once make one backup. The suite's pg_dump waits at a gate while
 * target/backup-gate.hold exists, so the first backup is surely in flight when the second call
 * arrives; the lock is PostgreSQL's, so the same holds across instances.
 */
@QuarkusTest
class BackupConcurrencyTest {

    private static final Path HOLD = Path.of("target/backup-gate.hold");

    @AfterEach
    void openGate() throws Exception {
        Files.deleteIfExists(HOLD);
    }

    @Test
    void secondCallWhileOneRuns_answersBackupRunning_andOneBackupIsMade() throws Exception {
        long before = Databases.count(Databases.sourceUrl(), "backups");
        Files.createDirectories(HOLD.getParent());
        Files.writeString(HOLD, "held by " + getClass().getSimpleName());

        CompletableFuture<Response> first = CompletableFuture.supplyAsync(
                () -> given().header("Authorization", BackupRoundTripTest.CRON).post("/api/cron/backup"));
        await().atMost(Duration.ofSeconds(30)).until(() -> Databases.count(Databases.sourceUrl(), "backups where status = 'RUNNING'") == 1);

        given().header("Authorization", BackupRoundTripTest.CRON).post("/api/cron/backup").then().statusCode(409)
                .contentType("application/problem+json").body("code", org.hamcrest.Matchers.equalTo("BACKUP_RUNNING"));

        Files.delete(HOLD);
        first.get().then().statusCode(200);
        assertThat(Databases.count(Databases.sourceUrl(), "backups")).isEqualTo(before + 1);
        assertThat(Databases.count(Databases.sourceUrl(), "backups where status = 'RUNNING'")).isZero();
    }
}
