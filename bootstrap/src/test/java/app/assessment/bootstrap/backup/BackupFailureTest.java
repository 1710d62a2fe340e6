package app.assessment.bootstrap.backup;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A pg_dump that fails half way: 502, a FAILED record with its reason, an audit entry, and no file that looks like a backup. */
@QuarkusTest
class BackupFailureTest {

    private static final Path FAIL = Path.of("target/backup-gate.fail");

    @AfterEach
    void repairPgDump() throws IOException {
        Files.deleteIfExists(FAIL);
    }

    @Test
    void dumpToolFails_answers502_recordsAndAuditsTheFailure_andLeavesNoFile() throws IOException {
        Files.createDirectories(FAIL.getParent());
        Files.writeString(FAIL, "fail");
        long filesBefore = backupFiles();

        String detail = given().header("Authorization", BackupRoundTripTest.CRON).post("/api/cron/backup").then().statusCode(502)
                .contentType("application/problem+json").body("code", equalTo("BACKUP_FAILED"))
                .body("detail", containsString("server closed the connection")).extract().path("detail");

        assertThat(detail).contains("exited with 1");
        String url = Databases.sourceUrl();
        assertThat(Databases.count(url, "backups where status = 'FAILED' and error like '%server closed the connection%'")).isEqualTo(1);
        assertThat(Databases.count(url, "audit_entries a join backups b on b.id = a.entity_id where a.action = 'BACKUP_FAILED' "
                + "and b.status = 'FAILED'")).isEqualTo(1);
        assertThat(backupFiles()).as("no new file, not even a partial one").isEqualTo(filesBefore);
    }

    private static long backupFiles() throws IOException {
        Path dir = Path.of("target/test-backups");
        if (!Files.isDirectory(dir)) {
            return 0;
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files.count();
        }
    }
}
