package app.assessment.devrunner;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.ProcessBuilder.Redirect;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The run command's PostgreSQL: the production major version, its data kept in a git-ignored
 * folder across restarts, its own output (initdb, server log) in a file next to it.
 */
final class EmbeddedDatabase implements AutoCloseable {

    /** The major version of the bundled binaries (pom.xml, postgres-binaries.version). */
    static final String MAJOR_VERSION = "15";

    private final EmbeddedPostgres postgres;
    private final Path dataDir;

    private EmbeddedDatabase(EmbeddedPostgres postgres, Path dataDir) {
        this.postgres = postgres;
        this.dataDir = dataDir;
    }

    static EmbeddedDatabase start(Path appDataDir, int port) {
        Path dataDir = appDataDir.resolve("postgres");
        Path log = appDataDir.resolve("postgres.log");
        try {
            refuseOtherMajorVersion(dataDir);
            Files.createDirectories(dataDir);
            EmbeddedPostgres postgres = EmbeddedPostgres.builder()
                    .setDataDirectory(dataDir)
                    .setCleanDataDirectory(false)
                    .setPort(port)
                    .setOutputRedirector(Redirect.appendTo(log.toFile()))
                    .setErrorRedirector(Redirect.appendTo(log.toFile()))
                    .start();
            return new EmbeddedDatabase(postgres, dataDir);
        } catch (IOException e) {
            throw new UncheckedIOException("Could not start the embedded PostgreSQL in " + dataDir
                    + " (its log: " + log + ")", e);
        }
    }

    String jdbcUrl() {
        return "jdbc:postgresql://localhost:" + postgres.getPort() + "/postgres";
    }

    Path dataDir() {
        return dataDir;
    }

    @Override
    public void close() {
        try {
            postgres.close();
        } catch (IOException e) {
            System.err.println("The embedded PostgreSQL did not stop cleanly: " + e.getMessage());
        }
    }

    /** Data written by another major version cannot be opened; say so instead of a server log line. */
    private static void refuseOtherMajorVersion(Path dataDir) throws IOException {
        Path versionFile = dataDir.resolve("PG_VERSION");
        if (Files.exists(versionFile)) {
            String version = Files.readString(versionFile, StandardCharsets.US_ASCII).trim();
            if (!MAJOR_VERSION.equals(version)) {
                throw new IllegalStateException("The data in " + dataDir + " was written by PostgreSQL " + version
                        + "; the run command uses PostgreSQL " + MAJOR_VERSION
                        + ". Move that folder away (or dump and restore it) and start again.");
            }
        }
    }
}
