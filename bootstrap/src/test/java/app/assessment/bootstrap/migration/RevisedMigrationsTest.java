package app.assessment.bootstrap.migration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.adapters.persistence.migration.RevisedMigrations;
import app.assessment.adapters.persistence.migration.RevisedMigrationsSetup;
import java.sql.SQLException;
import org.flywaydb.core.api.configuration.FluentConfiguration;
import org.flywaydb.core.api.exception.FlywayValidateException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * V12 was reworded after release (lz4 only where the server has it). A database that ran the
 * published wording keeps starting; one whose V12 differs in any other way still does not.
 */
class RevisedMigrationsTest {

    private static final RevisedMigrations.Revision V12 = RevisedMigrations.REVISIONS.get(0);

    private ScratchDatabase db;

    @BeforeEach
    void createDatabase() throws SQLException {
        db = new ScratchDatabase("assessment_revised_");
    }

    @AfterEach
    void dropDatabase() throws SQLException {
        db.close();
    }

    @Test
    void freshDatabase_recordsV12sCurrentChecksum_andLz4OnlyWhereTheServerHasIt() throws SQLException {
        withRevisions().load().migrate();

        assertThat(db.select("select checksum::text from flyway_schema_history where version = '12'"))
                .as("RevisedMigrations must name V12's current checksum").isEqualTo(String.valueOf(V12.current()));
        boolean serverHasLz4 = "t".equals(db.select("select ('lz4' = any (enumvals))::text::char from pg_settings "
                + "where name = 'default_toast_compression'"));
        assertThat(db.select("select coalesce(nullif(attcompression, ''), '-') from pg_attribute "
                + "where attrelid = 'submissions'::regclass and attname = 'answers'"))
                .isEqualTo(serverHasLz4 ? "l" : "-");
    }

    @Test
    void databaseThatRanThePublishedV12_validatesAndMigratesToTheEnd() throws SQLException {
        ranPublishedV12();
        assertThatThrownBy(() -> plain().load().migrate()).isInstanceOf(FlywayValidateException.class);

        withRevisions().load().migrate();

        assertThat(db.select("select checksum::text from flyway_schema_history where version = '12'"))
                .isEqualTo(String.valueOf(V12.current()));
        assertThat(db.select("select max(installed_rank)::text from flyway_schema_history where split_part(version, '.', 1)::int > 12"))
                .as("later migrations ran").isNotNull();
    }

    @Test
    void v12EditedAnyOtherWay_stillFailsValidation() throws SQLException {
        plain().target("12").load().migrate();
        db.run("update flyway_schema_history set checksum = " + (V12.published() + 1) + " where version = '12'");

        assertThatThrownBy(() -> withRevisions().load().migrate()).isInstanceOf(FlywayValidateException.class)
                .hasMessageContaining("12");
    }

    private void ranPublishedV12() throws SQLException {
        db.flyway().target("12").load().migrate();
        db.run("update flyway_schema_history set checksum = " + V12.published() + " where version = '12'");
    }

    private FluentConfiguration plain() {
        return db.flyway();
    }

    private FluentConfiguration withRevisions() {
        FluentConfiguration configuration = db.flyway();
        new RevisedMigrationsSetup().customize(configuration);
        return configuration;
    }
}
