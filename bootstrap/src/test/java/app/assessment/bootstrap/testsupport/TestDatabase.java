package app.assessment.bootstrap.testsupport;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.concurrent.ThreadLocalRandom;

/** The PostgreSQL server the test run uses, and how to let it go afterwards. */
final class TestDatabase implements AutoCloseable {

    private static final String LOCAL_ADMIN_URL = "jdbc:postgresql://127.0.0.1:5432/postgres";

    private final String createdDatabase;
    private final EmbeddedPostgres embedded;

    private TestDatabase(String createdDatabase, EmbeddedPostgres embedded) {
        this.createdDatabase = createdDatabase;
        this.embedded = embedded;
    }

    static TestDatabase provide() {
        String configured = System.getenv("DB_URL");
        if (LocalServers.hasText(configured)) {
            use(configured, envOr("DB_USER", "postgres"), envOr("DB_PASSWORD", ""));
            return new TestDatabase(null, null);
        }
        if (LocalServers.listening("127.0.0.1", 5432)) {
            String name = "assessment_test_" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMddHHmmss"))
                    + "_" + Integer.toString(ThreadLocalRandom.current().nextInt(1 << 20), 36);
            execute("create database " + name);
            use("jdbc:postgresql://127.0.0.1:5432/" + name, localUser(), "");
            return new TestDatabase(name, null);
        }
        if (LocalServers.containerEngineAvailable()) {
            return new TestDatabase(null, null); // Quarkus Dev Services start a container
        }
        try {
            EmbeddedPostgres postgres = EmbeddedPostgres.builder().start();
            use(postgres.getJdbcUrl("postgres", "postgres"), "postgres", "");
            return new TestDatabase(null, postgres);
        } catch (IOException e) {
            throw new UncheckedIOException("No PostgreSQL for the tests: none configured, none on 127.0.0.1:5432, "
                    + "no container engine, and the embedded one did not start", e);
        }
    }

    @Override
    public void close() {
        if (createdDatabase != null) {
            execute("drop database if exists " + createdDatabase + " with (force)");
        }
        if (embedded != null) {
            try {
                embedded.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private static void use(String url, String user, String password) {
        System.setProperty("quarkus.datasource.jdbc.url", url);
        System.setProperty("quarkus.datasource.username", user);
        System.setProperty("quarkus.datasource.password", password);
    }

    private static void execute(String sql) {
        try (Connection connection = DriverManager.getConnection(LOCAL_ADMIN_URL, localUser(), "");
             Statement statement = connection.createStatement()) {
            statement.execute(sql);
        } catch (SQLException e) {
            throw new IllegalStateException("Could not run '" + sql + "' on the local PostgreSQL", e);
        }
    }

    private static String localUser() {
        return envOr("TEST_DB_USER", "postgres");
    }

    private static String envOr(String name, String fallback) {
        String value = System.getenv(name);
        return LocalServers.hasText(value) ? value : fallback;
    }
}
