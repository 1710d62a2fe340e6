package app.assessment.adapters.backup.pgdump;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.adapters.backup.TestPostgres;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PgDumpProcessTest {

    private static final PostgresTarget LOCAL = PostgresTarget.fromJdbcUrl(TestPostgres.url("postgres"), "postgres", "");

    @TempDir
    Path dir;

    @Test
    void realPgDump_writesTheCustomFormat() throws IOException {
        PgDumpProcess dump = new PgDumpProcess("pg_dump", LOCAL);
        ByteArrayOutputStream out = new ByteArrayOutputStream();

        dump.writeTo(out);

        assertThat(dump.toolMajorVersion()).isGreaterThanOrEqualTo(12);
        assertThat(new String(out.toByteArray(), 0, 5, StandardCharsets.US_ASCII)).isEqualTo("PGDMP");
    }

    @Test
    void missingBinary_failsNamingTheSetting() {
        PgDumpProcess dump = new PgDumpProcess(dir.resolve("no-such-pg_dump").toString(), LOCAL);

        assertThatThrownBy(dump::toolMajorVersion).isInstanceOf(IOException.class).hasMessageContaining("Cannot run")
                .hasMessageContaining("PG_DUMP");
        assertThatThrownBy(() -> dump.writeTo(new ByteArrayOutputStream())).hasMessageContaining("PG_DUMP");
    }

    @Test
    void toolFails_errorOutputAndExitCodeAreReported() throws IOException {
        Path fake = script("echo 'PGDMP partial'; echo 'pg_dump: error: aborting because of server version mismatch' >&2; exit 1");

        assertThatThrownBy(() -> new PgDumpProcess(fake.toString(), LOCAL).writeTo(new ByteArrayOutputStream()))
                .isInstanceOf(IOException.class).hasMessageContaining("exited with 1")
                .hasMessageContaining("server version mismatch");
    }

    @Test
    void version_isReadFromTheToolsOwnWords() throws IOException {
        Path fake = script("echo 'pg_dump (PostgreSQL) 9.6.24'");

        assertThat(new PgDumpProcess(fake.toString(), LOCAL).toolMajorVersion()).isEqualTo(9);
    }

    @Test
    void password_goesToTheEnvironmentNeverTheCommandLine() throws IOException {
        Path seen = dir.resolve("seen");
        Path fake = script("echo \"$@\" > " + seen + "; echo \"PGPASSWORD=$PGPASSWORD\" >> " + seen);
        PostgresTarget target = PostgresTarget.fromJdbcUrl("jdbc:postgresql://db.internal:6543/app?sslmode=require", "svc", "s3cret!");

        new PgDumpProcess(fake.toString(), target).writeTo(new ByteArrayOutputStream());

        String[] lines = Files.readString(seen).split("\n");
        assertThat(lines[0]).contains("--format=custom", "--host=db.internal", "--port=6543", "--dbname=app", "--username=svc")
                .doesNotContain("s3cret!");
        assertThat(lines[1]).isEqualTo("PGPASSWORD=s3cret!");
    }

    private Path script(String body) throws IOException {
        Path file = dir.resolve("fake-pg_dump-" + System.nanoTime());
        Files.writeString(file, "#!/bin/sh\n" + body + "\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwx------"));
        return file;
    }
}
