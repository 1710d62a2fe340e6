package app.assessment.bootstrap.instances;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.HttpURLConnection;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The packaged production artifact ({@code target/quarkus-app}, built by {@code package} before
 * the *IT classes run) started as a process of its own, as a deployment runs it: the prod profile,
 * configured through environment variables only.
 */
final class Instance implements AutoCloseable {

    private static final Path JAR = Path.of("target", "quarkus-app", "quarkus-run.jar");
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    final String name;
    final int port;
    /** The management port (health, metrics: issue 42), one per instance so two never collide. */
    final int managementPort;
    private final Process process;
    private final Path log;

    private Instance(String name, int port, int managementPort, Process process, Path log) {
        this.name = name;
        this.port = port;
        this.managementPort = managementPort;
        this.process = process;
        this.log = log;
    }

    /** Starts without waiting: instances started one after the other boot in parallel. */
    static Instance start(String name, Map<String, String> environment) {
        if (!Files.isRegularFile(JAR)) {
            throw new IllegalStateException(JAR.toAbsolutePath() + " is missing: the *IT classes run after `package`");
        }
        try {
            int port = freePort();
            int managementPort = freePort();
            Path log = Files.createDirectories(Path.of("target", "instances")).resolve(name + ".log");
            List<String> command = new ArrayList<>(List.of(javaBinary(),
                    // C1 only and a small heap: these processes live for a minute, and two of them share the build's cores.
                    "-XX:TieredStopAtLevel=1", "-Xmx256m", "-jar", JAR.toAbsolutePath().toString()));
            ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
            builder.environment().putAll(environment);
            builder.environment().put("PORT", String.valueOf(port));
            builder.environment().put("MANAGEMENT_PORT", String.valueOf(managementPort));
            return new Instance(name, port, managementPort, builder.start(), log);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** True once {@code /q/health/ready} answers 200; fails at once with the log when the process died. */
    boolean ready() {
        if (!process.isAlive()) {
            throw new AssertionError(name + " exited with " + process.exitValue() + ":\n" + logTail());
        }
        return readiness() == 200;
    }

    /** The status of {@code /q/health/ready} on the management port, or -1 when no connection could be made. */
    int readiness() {
        return status(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + managementPort + "/q/health/ready"))
                .timeout(Duration.ofSeconds(5)).GET().build());
    }

    /**
     * Whether the answer to a GET of {@code path} closes its connection ({@code Connection: close}): the
     * drain after SHUTDOWN_DELAY. Through HttpURLConnection: java.net.http hides that header.
     */
    boolean closesConnectionAfter(String path, Map<String, String> headers) {
        try {
            HttpURLConnection get = (HttpURLConnection) uri(path).toURL().openConnection();
            get.setConnectTimeout(2000);
            get.setReadTimeout(5000);
            headers.forEach(get::setRequestProperty);
            get.getResponseCode();
            boolean closes = "close".equalsIgnoreCase(get.getHeaderField("Connection"));
            get.disconnect();
            return closes;
        } catch (IOException e) {
            return false;
        }
    }

    int status(HttpRequest request) {
        try {
            return HTTP.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
        } catch (IOException e) {
            return -1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        }
    }

    HttpRequest get(String path) {
        return HttpRequest.newBuilder(uri(path)).timeout(Duration.ofSeconds(5)).GET().build();
    }

    URI uri(String path) {
        return URI.create("http://127.0.0.1:" + port + path);
    }

    /** SIGTERM, as an orchestrator stops a container. */
    void terminate() {
        process.destroy();
    }

    boolean alive() {
        return process.isAlive();
    }

    /** The exit code once the process ended within the timeout; -1 while it still runs. */
    int awaitExit(Duration timeout) {
        try {
            return process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS) ? process.exitValue() : -1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        }
    }

    String logTail() {
        try {
            List<String> lines = Files.readAllLines(log);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 60), lines.size()));
        } catch (IOException e) {
            return "(no log: " + e + ")";
        }
    }

    @Override
    public void close() {
        if (process.isAlive()) {
            process.destroyForcibly();
        }
        try {
            process.waitFor(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static String javaBinary() {
        return ProcessHandle.current().info().command().orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
