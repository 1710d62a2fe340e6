package app.assessment.bootstrap.migration;

import static org.assertj.core.api.Assertions.assertThat;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;

/**
 * Every migration runs on a PostgreSQL of the production major version built without optional
 * features (no lz4, no ICU): the embedded server of the run command and of the tests' fallback.
 */
class MigrationsOnPlainServerTest {

    @Test
    void allMigrations_applyOnTheEmbeddedServer() throws Exception {
        try (EmbeddedPostgres postgres = EmbeddedPostgres.builder().start()) {
            try (Connection connection = postgres.getPostgresDatabase().getConnection();
                 Statement statement = connection.createStatement();
                 ResultSet rs = statement.executeQuery("select current_setting('server_version_num')::int / 10000, "
                         + "'lz4' = any (enumvals) from pg_settings where name = 'default_toast_compression'")) {
                rs.next();
                assertThat(rs.getInt(1)).as("production's major version").isGreaterThanOrEqualTo(15);
                assertThat(rs.getBoolean(2)).as("a server without lz4, as the test means").isFalse();
            }

            Flyway flyway = Flyway.configure().dataSource(postgres.getPostgresDatabase())
                    .locations("classpath:db/migration").load();
            flyway.migrate();

            assertThat(flyway.info().pending()).as("migrations left unapplied").isEmpty();
            assertThat(flyway.info().applied()).isNotEmpty();
        }
    }
}
