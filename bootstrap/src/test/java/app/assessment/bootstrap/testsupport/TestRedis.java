package app.assessment.bootstrap.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.util.UUID;
import redis.embedded.RedisServer;

/** The Redis server the test run uses. Keys carry a per-run prefix so runs never share counters. */
final class TestRedis implements AutoCloseable {

    private final RedisServer embedded;

    private TestRedis(RedisServer embedded) {
        this.embedded = embedded;
    }

    static TestRedis provide() {
        System.setProperty("app.redis.key-prefix", "test-" + UUID.randomUUID().toString().substring(0, 8) + ":");
        String configured = System.getenv("REDIS_URL");
        if (LocalServers.hasText(configured)) {
            System.setProperty("quarkus.redis.hosts", configured);
            return new TestRedis(null);
        }
        if (LocalServers.listening("127.0.0.1", 6379)) {
            System.setProperty("quarkus.redis.hosts", "redis://127.0.0.1:6379");
            return new TestRedis(null);
        }
        if (LocalServers.containerEngineAvailable()) {
            return new TestRedis(null);
        }
        try {
            int port = freePort();
            RedisServer server = new RedisServer(port);
            server.start();
            System.setProperty("quarkus.redis.hosts", "redis://127.0.0.1:" + port);
            return new TestRedis(server);
        } catch (IOException e) {
            throw new UncheckedIOException("No Redis for the tests", e);
        }
    }

    @Override
    public void close() {
        if (embedded != null) {
            try {
                embedded.stop();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
