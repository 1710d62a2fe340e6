package app.assessment.bootstrap.backup;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.adapters.backup.restore.RestoreCommand;
import app.assessment.bootstrap.assignment.Fixtures;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A backup is only a backup once restored: seed every kind of record, back up through the cron
 * route, restore with the restore command into a new database, and compare every table.
 */
@QuarkusTest
class BackupRoundTripTest {

    static final String CRON = "Bearer dev-only-cron-secret-0123456789abcdef";
    private static final String PASSPHRASE = "test-backup-passphrase";

    @Inject
    TestAccounts accounts;

    @Inject
    Flyway flyway;

    private final List<String> created = new ArrayList<>();

    @AfterEach
    void dropRestored() {
        created.forEach(Databases::drop);
    }

    @Test
    void backupThenRestore_everyTableComesBackIdentical() throws IOException {
        String student = seed();

        JsonPath backup = given().header("Authorization", CRON).post("/api/cron/backup").then().statusCode(200).extract().jsonPath();
        Path file = Path.of(URI.create(backup.getString("location")));
        assertThat(backup.getString("status")).isEqualTo("SUCCEEDED");
        assertThat(backup.getLong("sizeBytes")).isEqualTo(Files.size(file));
        assertThat(backup.getString("schemaVersion")).isEqualTo(flyway.info().current().getVersion().getVersion());
        assertThat(new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1)).doesNotContain(student).doesNotContain("PGDMP");

        String target = fresh();
        String out = restore(Map.of("BACKUP_PASSPHRASE", PASSPHRASE), file.toString(), "--target", target, "--sha256",
                backup.getString("sha256"));

        assertThat(out).contains("Checksum verified", "Restored");
        // The backup's own record and audit entry are written after its snapshot was taken.
        Map<String, String> except = new HashMap<>();
        except.put("backups", null);
        except.put("audit_entries", "entity_type <> 'Backup'");
        Map<String, String> source = Databases.fingerprint(Databases.sourceUrl(), except);
        assertThat(Databases.fingerprint(target, except)).isEqualTo(source);
        // Answers live on their submission (V12).
        for (String table : List.of("organizations", "users", "sessions", "forms", "questions", "options", "students", "assignments",
                "submissions", "charges", "audit_entries")) {
            assertThat(source.get(table)).as(table + " was seeded").doesNotStartWith("0 rows");
        }
        assertThat(Databases.count(target, "backups where status = 'RUNNING'")).as("the dump's view of its own record").isEqualTo(1);
    }

    @Test
    void restore_wrongPassphraseAlteredFileOrNonEmptyTarget_failsClearlyAndWritesNothing() throws IOException {
        JsonPath backup = given().header("Authorization", CRON).get("/api/cron/backup").then().statusCode(200).extract().jsonPath();
        Path file = Path.of(URI.create(backup.getString("location")));
        String target = fresh();

        assertThatThrownBy(() -> restore(Map.of("BACKUP_PASSPHRASE", "not the passphrase"), file.toString(), "--target", target))
                .hasMessageContaining("Wrong passphrase or key");

        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length / 2] ^= 0x40;
        Path altered = Files.write(Files.createTempFile("altered", ".pgp"), bytes);
        assertThatThrownBy(() -> restore(Map.of("BACKUP_PASSPHRASE", PASSPHRASE), altered.toString(), "--target", target, "--sha256",
                backup.getString("sha256"))).hasMessageContaining("Checksum mismatch");
        assertThatThrownBy(() -> restore(Map.of("BACKUP_PASSPHRASE", PASSPHRASE), altered.toString(), "--target", target))
                .hasMessageContaining("Integrity check failed");
        Path truncated = Files.write(Files.createTempFile("truncated", ".pgp"), Arrays.copyOf(Files.readAllBytes(file),
                (int) Files.size(file) / 2));
        assertThatThrownBy(() -> restore(Map.of("BACKUP_PASSPHRASE", PASSPHRASE), truncated.toString(), "--target", target))
                .hasMessageContaining("Integrity check failed");
        assertThat(Databases.count(target, "pg_tables where schemaname = 'public'")).as("nothing restored").isZero();

        restore(Map.of("BACKUP_PASSPHRASE", PASSPHRASE), file.toString(), "--target", target);
        assertThatThrownBy(() -> restore(Map.of("BACKUP_PASSPHRASE", PASSPHRASE), file.toString(), "--target", target))
                .hasMessageContaining("is not empty");
        String forced = restore(Map.of("BACKUP_PASSPHRASE", PASSPHRASE), file.toString(), "--target", target, "--force");
        assertThat(forced).contains("Restored");
    }

    @Test
    void adminList_showsBackupsNewestFirst_forSuperAdminOnly() {
        Organization org = accounts.organization();
        Browser superAdmin = Browser.signedIn(accounts.user(org, Role.SUPER_ADMIN).email(), TestAccounts.PASSWORD);
        String id = superAdmin.request().post("/api/admin/backups").then().statusCode(201).extract().path("id");

        JsonPath list = superAdmin.request().get("/api/admin/backups").then().statusCode(200).extract().jsonPath();
        assertThat(list.getString("[0].id")).isEqualTo(id);
        assertThat(list.getString("[0].sha256")).hasSize(64);
        assertThat(list.getLong("[0].sizeBytes")).isPositive();
        Browser admin = Browser.signedIn(accounts.user(org, Role.ADMIN).email(), TestAccounts.PASSWORD);
        admin.request().get("/api/admin/backups").then().statusCode(403);
    }

    /** One of every kind of record; the student's name, to look for in the encrypted file. */
    private String seed() {
        Organization org = accounts.organization();
        Browser admin = Browser.signedIn(accounts.user(org, Role.ADMIN).email(), TestAccounts.PASSWORD);
        Fixtures fixtures = new Fixtures(admin);
        JsonPath form = fixtures.form("Backup " + org.id());
        String student = "Estudante Sigilosa " + org.id();
        String token = fixtures.assign(form.getString("id"), Map.of("studentId", fixtures.student(student))).getString("token");
        given().get("/api/test-link/" + token).then().statusCode(200);
        Map<String, Object> answer = Map.of("questionId", form.getString("questions[0].id"), "optionId",
                form.getString("questions[0].options[0].id"));
        given().contentType(ContentType.JSON).body(Map.of("answers", List.of(answer))).post("/api/test-link/" + token + "/submit")
                .then().statusCode(201);
        String charged = fixtures.assign(form.getString("id"), Map.of("candidateId", fixtures.candidate("Candidato " + org.id())))
                .getString("id");
        // A provider charge needs the payer's CPF or CNPJ (Asaas refuses one without).
        Map<String, Object> charge = new HashMap<>(Map.of("method", "PIX", "amount", 49.9, "cpfCnpj", "529.982.247-25"));
        admin.request().contentType(ContentType.JSON).body(charge).post("/api/mobile/assignments/" + charged + "/payment")
                .then().statusCode(200);
        return student;
    }

    private String fresh() {
        String url = Databases.createSibling();
        created.add(url);
        return url;
    }

    static String restore(Map<String, String> secrets, String... args) throws IOException {
        Map<String, String> env = new HashMap<>(secrets);
        env.put("PGUSER", Databases.user());
        env.put("PGPASSWORD", Databases.password());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new RestoreCommand(env, new PrintStream(out, true, StandardCharsets.UTF_8)).run(List.of(args));
        return out.toString(StandardCharsets.UTF_8);
    }
}
