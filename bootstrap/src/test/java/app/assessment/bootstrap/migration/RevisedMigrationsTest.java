package app.assessment.bootstrap.migration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.adapters.persistence.migration.RevisedMigrations;
import app.assessment.adapters.persistence.migration.RevisedMigrationsSetup;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.UUID;
import org.flywaydb.core.Flyway;
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

    private final String suiteUrl = System.getProperty("quarkus.datasource.jdbc.url");
    private final String user = System.getProperty("quarkus.datasource.username");
    private final String password = System.getProperty("quarkus.datasource.password", "");
    private final String database = "assessment_revised_" + UUID.randomUUID().toString().replace("-", "");
    private String url;

    @BeforeEach
    void createDatabase() throws SQLException {
        run(suiteUrl, "create database " + database);
        url = suiteUrl.substring(0, suiteUrl.lastIndexOf('/') + 1) + database;
    }

    @AfterEach
    void dropDatabase() throws SQLException {
        run(suiteUrl, "drop database if exists " + database + " with (force)");
    }

    @Test
    void freshDatabase_recordsV12sCurrentChecksum_andLz4OnlyWhereTheServerHasIt() throws SQLException {
        withRevisions().load().migrate();

        assertThat(select("select checksum::text from flyway_schema_history where version = '12'"))
                .as("RevisedMigrations must name V12's current checksum").isEqualTo(String.valueOf(V12.current()));
        boolean serverHasLz4 = "t".equals(select("select ('lz4' = any (enumvals))::text::char from pg_settings "
                + "where name = 'default_toast_compression'"));
        assertThat(select("select coalesce(nullif(attcompression, ''), '-') from pg_attribute "
                + "where attrelid = 'submissions'::regclass and attname = 'answers'"))
                .isEqualTo(serverHasLz4 ? "l" : "-");
    }

    @Test
    void databaseThatRanThePublishedV12_validatesAndMigratesToTheEnd() throws SQLException {
        ranPublishedV12();
        assertThatThrownBy(() -> plain().load().migrate()).isInstanceOf(FlywayValidateException.class);

        withRevisions().load().migrate();

        assertThat(select("select checksum::text from flyway_schema_history where version = '12'"))
                .isEqualTo(String.valueOf(V12.current()));
        assertThat(select("select max(installed_rank)::text from flyway_schema_history where version::int > 12"))
                .as("later migrations ran").isNotNull();
    }

    @Test
    void v12EditedAnyOtherWay_stillFailsValidation() throws SQLException {
        plain().target("12").load().migrate();
        run(url, "update flyway_schema_history set checksum = " + (V12.published() + 1) + " where version = '12'");

        assertThatThrownBy(() -> withRevisions().load().migrate()).isInstanceOf(FlywayValidateException.class)
                .hasMessageContaining("12");
    }

    private void ranPublishedV12() throws SQLException {
        plain().target("12").load().migrate();
        run(url, "update flyway_schema_history set checksum = " + V12.published() + " where version = '12'");
    }

    private FluentConfiguration plain() {
        return Flyway.configure().dataSource(url, user, password).locations("classpath:db/migration");
    }

    private FluentConfiguration withRevisions() {
        FluentConfiguration configuration = plain();
        new RevisedMigrationsSetup().customize(configuration);
        return configuration;
    }

    private void run(String on, String sql) throws SQLException {
        try (Connection connection = DriverManager.getConnection(on, user, password);
             Statement statement = connection.createStatement()) {
            statement.execute(sql);
        }
    }

    private String select(String sql) throws SQLException {
        try (Connection connection = DriverManager.getConnection(url, user, password);
             Statement statement = connection.createStatement();
             ResultSet rs = statement.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }
}
