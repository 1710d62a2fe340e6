package app.assessment.adapters.backup;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.Socket;

/**
 * The PostgreSQL server these tests dump from and restore into: the machine's on 127.0.0.1:5432
 * when it listens, else an embedded PostgreSQL 15 started once for the run, as the application's
 * tests fall back (ADR 0006), so the module's tests pass on a machine without a server too.
 */
public final class TestPostgres {

    private static String base;

    private TestPostgres() {
    }

    /** A JDBC URL of {@code database} on that server; the user is {@code postgres} without a password. */
    public static synchronized String url(String database) {
        if (base == null) {
            base = listening("127.0.0.1", 5432) ? "jdbc:postgresql://127.0.0.1:5432/" : embedded();
        }
        return base + database;
    }

    private static String embedded() {
        try {
            EmbeddedPostgres postgres = EmbeddedPostgres.builder().start();
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                try {
                    postgres.close();
                } catch (IOException ignored) {
                    // the run is ending; its temporary data directory goes with it
                }
            }));
            return "jdbc:postgresql://127.0.0.1:" + postgres.getPort() + "/";
        } catch (IOException e) {
            throw new UncheckedIOException("No PostgreSQL for the backup tests", e);
        }
    }

    private static boolean listening(String host, int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(host, port), 500);
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
