package app.assessment.adapters.backup.restore;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.adapters.backup.TestPostgres;
import app.assessment.adapters.backup.openpgp.OpenPgpEncryption;
import app.assessment.adapters.backup.pgdump.PgDumpProcess;
import app.assessment.adapters.backup.pgdump.PostgresTarget;
import app.assessment.adapters.backup.storage.S3BackupStorage;
import app.assessment.adapters.backup.storage.S3Settings;
import app.assessment.application.port.out.backup.BackupStorage;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.gaul.s3proxy.junit.S3ProxyExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;

/** The restore command reads a backup straight from the bucket: a real S3 server, a real PostgreSQL (TestPostgres). */
class S3RestoreTest {

    private static final String ADMIN_URL = TestPostgres.url("postgres");

    @RegisterExtension
    static final S3ProxyExtension S3 = S3ProxyExtension.builder().withCredentials("access", "secret-key").build();

    private final String source = "s3restore_src_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
    private final String target = source.replace("_src_", "_dst_");

    @BeforeEach
    void databases() throws SQLException {
        execute(ADMIN_URL, "create database " + source);
        execute(ADMIN_URL, "create database " + target);
        execute(url(source), "create table people (id int primary key, name text)");
        execute(url(source), "insert into people values (1, 'Helena Duarte'), (2, 'Tomás Ribeiro')");
    }

    @AfterEach
    void drop() throws SQLException {
        execute(ADMIN_URL, "drop database if exists " + source + " with (force)");
        execute(ADMIN_URL, "drop database if exists " + target + " with (force)");
    }

    @Test
    void restore_fromAnS3Uri_bringsTheRowsBack() throws Exception {
        try (S3Client client = S3Client.builder().endpointOverride(S3.getUri()).region(Region.US_EAST_1).forcePathStyle(true)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("access", "secret-key"))).build()) {
            client.createBucket(r -> r.bucket("vault"));
        }
        String location;
        try (S3BackupStorage storage = new S3BackupStorage(new S3Settings(Optional.of(S3.getUri()), "us-east-1", "vault", "nightly/",
                Optional.of("access"), Optional.of("secret-key"), true, 5 * 1024 * 1024));
             BackupStorage.PendingObject object = storage.create("people.dump.pgp")) {
            try (OutputStream plaintext = OpenPgpEncryption.configured(null, "s3 pass").encrypt(object.stream())) {
                new PgDumpProcess("pg_dump", PostgresTarget.fromJdbcUrl(url(source), "postgres", "")).writeTo(plaintext);
            }
            location = object.commit();
        }
        Map<String, String> env = Map.of("BACKUP_PASSPHRASE", "s3 pass", "BACKUP_S3_ENDPOINT", S3.getUri().toString(),
                "BACKUP_S3_ACCESS_KEY_ID", "access", "BACKUP_S3_SECRET_ACCESS_KEY", "secret-key", "PGUSER", "postgres");
        ByteArrayOutputStream out = new ByteArrayOutputStream();

        new RestoreCommand(env, new PrintStream(out, true, StandardCharsets.UTF_8)).run(List.of(location, "--target", url(target)));

        assertThat(location).isEqualTo("s3://vault/nightly/people.dump.pgp");
        assertThat(names(url(target))).isEqualTo("Helena Duarte,Tomás Ribeiro");
        assertThatThrownBy(() -> new RestoreCommand(env, new PrintStream(OutputStream.nullOutputStream()))
                .run(List.of("s3://vault/nightly/missing.pgp", "--target", url(source), "--force")))
                .hasMessageContaining("Could not read s3://vault/nightly/missing.pgp");
    }

    private static String url(String database) {
        return TestPostgres.url(database);
    }

    private static String names(String url) throws SQLException {
        try (Connection c = DriverManager.getConnection(url, "postgres", "");
             ResultSet rs = c.createStatement().executeQuery("select string_agg(name, ',' order by id) from people")) {
            rs.next();
            return rs.getString(1);
        }
    }

    private static void execute(String url, String sql) throws SQLException {
        try (Connection c = DriverManager.getConnection(url, "postgres", "")) {
            c.createStatement().execute(sql);
        }
    }
}
