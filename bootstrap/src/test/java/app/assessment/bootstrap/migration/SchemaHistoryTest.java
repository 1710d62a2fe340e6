package app.assessment.bootstrap.migration;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.adapters.persistence.migration.SchemaHistory;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A restart over a migrated schema need not start Flyway, and only then: the check agrees with
 * Flyway's own checksums and sees every way the history can differ from the build.
 */
class SchemaHistoryTest {

    private ScratchDatabase db;

    @BeforeEach
    void createDatabase() throws SQLException {
        db = new ScratchDatabase("assessment_history_");
    }

    @AfterEach
    void dropDatabase() throws SQLException {
        db.close();
    }

    @Test
    void migratedByFlyway_isCurrent() throws SQLException {
        db.flyway().load().migrate();

        assertThat(current()).isTrue();
    }

    @Test
    void newDatabase_isNotCurrent() throws SQLException {
        assertThat(current()).isFalse();
    }

    @Test
    void oneMigrationBehind_isNotCurrent() throws SQLException {
        db.flyway().load().migrate();
        db.run("delete from flyway_schema_history where installed_rank = (select max(installed_rank) from flyway_schema_history)");

        assertThat(current()).isFalse();
    }

    @Test
    void aRecordedChecksumThatDiffers_isNotCurrent_soFlywayValidates() throws SQLException {
        db.flyway().load().migrate();
        db.run("update flyway_schema_history set checksum = checksum + 1 where version = '1'");

        assertThat(current()).isFalse();
    }

    @Test
    void aFailedMigration_isNotCurrent() throws SQLException {
        db.flyway().load().migrate();
        db.run("update flyway_schema_history set success = false where version = '2'");

        assertThat(current()).isFalse();
    }

    @Test
    void aVersionThisBuildDoesNotCarry_isNotCurrent() throws SQLException {
        db.flyway().load().migrate();
        db.run("insert into flyway_schema_history (installed_rank, version, description, type, script, checksum,"
                + " installed_by, execution_time, success) values (9999, '999', 'from a newer build', 'SQL',"
                + " 'V999__from_a_newer_build.sql', 1, 'test', 0, true)");

        assertThat(current()).isFalse();
    }

    private boolean current() throws SQLException {
        try (Connection connection = DriverManager.getConnection(db.url(), db.user(), db.password())) {
            return SchemaHistory.isCurrent(connection);
        }
    }
}
