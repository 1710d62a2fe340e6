package app.assessment.bootstrap.migration;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.UUID;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.configuration.FluentConfiguration;

/** An empty database of its own on the suite's PostgreSQL, for tests that migrate step by step. */
final class ScratchDatabase implements AutoCloseable {

    private final String suiteUrl = System.getProperty("quarkus.datasource.jdbc.url");
    private final String user = System.getProperty("quarkus.datasource.username");
    private final String password = System.getProperty("quarkus.datasource.password", "");
    private final String name;
    private final String url;

    ScratchDatabase(String prefix) throws SQLException {
        name = prefix + UUID.randomUUID().toString().replace("-", "");
        execute(suiteUrl, "create database " + name);
        url = suiteUrl.substring(0, suiteUrl.lastIndexOf('/') + 1) + name;
    }

    /** Flyway on this database with the service's migrations. */
    FluentConfiguration flyway() {
        return Flyway.configure().dataSource(url, user, password).locations("classpath:db/migration");
    }

    String url() {
        return url;
    }

    String user() {
        return user;
    }

    String password() {
        return password;
    }

    void run(String sql) throws SQLException {
        execute(url, sql);
    }

    String select(String sql) throws SQLException {
        try (Connection connection = DriverManager.getConnection(url, user, password);
             Statement statement = connection.createStatement();
             ResultSet rs = statement.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }

    @Override
    public void close() throws SQLException {
        execute(suiteUrl, "drop database if exists " + name + " with (force)");
    }

    private void execute(String on, String sql) throws SQLException {
        try (Connection connection = DriverManager.getConnection(on, user, password);
             Statement statement = connection.createStatement()) {
            statement.execute(sql);
        }
    }
}
