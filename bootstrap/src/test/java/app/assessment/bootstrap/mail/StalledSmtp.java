package app.assessment.bootstrap.mail;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import io.quarkus.test.junit.QuarkusTestProfile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A real TCP server on the mailer's port that accepts connections and never says a word: an
 * SMTP server stalled before its greeting. The mailer is pointed at it with a limit of
 * {@link #MAX_CONCURRENT_SENDS} sends in flight, each SMTP session given {@link #TIMEOUT_MS}. The suite's SMTP server is given to the mailer
 * as a system property (TestInfrastructure), which outranks a test resource's configuration, so
 * this one takes the property over while its application runs and gives it back afterwards.
 */
public class StalledSmtp implements QuarkusTestResourceLifecycleManager {

    static final int MAX_CONCURRENT_SENDS = 2;
    static final int TIMEOUT_MS = 2000;
    private static final String PORT = "quarkus.mailer.port";

    private static final List<Socket> CONNECTIONS = new CopyOnWriteArrayList<>();
    private static ServerSocket server;
    private String suitePort;

    /** Selects this server for the tests that use it only. */
    public static class Profile implements QuarkusTestProfile {
        @Override
        public List<TestResourceEntry> testResources() {
            return List.of(new TestResourceEntry(StalledSmtp.class));
        }
    }

    @Override
    public Map<String, String> start() {
        try {
            server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Thread acceptor = new Thread(() -> {
            while (!server.isClosed()) {
                try {
                    CONNECTIONS.add(server.accept());
                } catch (IOException closed) {
                    return;
                }
            }
        }, "stalled-smtp");
        acceptor.setDaemon(true);
        acceptor.start();
        suitePort = System.setProperty(PORT, String.valueOf(server.getLocalPort()));
        String limit = "quarkus.fault-tolerance.\"app.assessment.adapters.mail.SmtpCallLimit/";
        return Map.of(limit + "send\".bulkhead.value", String.valueOf(MAX_CONCURRENT_SENDS),
                limit + "attempt\".timeout.value", String.valueOf(TIMEOUT_MS));
    }

    static int connections() {
        return CONNECTIONS.size();
    }

    private static void hangUp() throws IOException {
        server.close();
        for (Socket connection : CONNECTIONS) {
            connection.close();
        }
    }

    @Override
    public void stop() {
        if (suitePort != null) {
            System.setProperty(PORT, suitePort);
        }
        try {
            hangUp();
        } catch (IOException ignored) {
            // Already closed by the test.
        }
    }
}
