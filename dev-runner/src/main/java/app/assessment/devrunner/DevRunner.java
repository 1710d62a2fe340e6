package app.assessment.devrunner;

import java.io.IOException;
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

/**
 * The run command: without DB_URL an embedded PostgreSQL, then the production artifact in the
 * dev profile as a child process. Ctrl-C or a TERM stops the service, then the database.
 * Arguments go to the service.
 */
public final class DevRunner {

    private static final Path SERVICE_JAR = Path.of("bootstrap/target/quarkus-app/quarkus-run.jar");

    private DevRunner() {
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> env = System.getenv();
        Path appDataDir = Path.of(env.getOrDefault("APP_DATA_DIR", ".data")).toAbsolutePath();
        if (!Files.isRegularFile(SERVICE_JAR)) {
            fail("No " + SERVICE_JAR + ": build it first (./run does)");
        }
        EmbeddedDatabase database = null;
        ProcessBuilder service = new ProcessBuilder(command(args)).inheritIO();
        service.environment().putIfAbsent("QUARKUS_PROFILE", "dev");
        service.environment().put("APP_DATA_DIR", appDataDir.toString());
        if (isBlank(env.get("DB_URL"))) {
            int port = Integer.parseInt(env.getOrDefault("EMBEDDED_DB_PORT", "54329"));
            try {
                database = EmbeddedDatabase.start(appDataDir, port);
            } catch (RuntimeException e) {
                fail(e.getMessage());
            }
            service.environment().put("DB_URL", database.jdbcUrl());
            service.environment().put("DB_USER", "postgres");
            service.environment().put("DB_PASSWORD", "");
        }
        Process process = service.start();
        EmbeddedDatabase started = database;
        Runtime.getRuntime().addShutdownHook(new Thread(() -> stop(process, started), "dev-runner-stop"));
        announceWhenReady(process, env, database == null ? null : database.dataDir());
        System.exit(process.waitFor());
    }

    private static List<String> command(String[] args) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        String javaOpts = System.getenv("JAVA_OPTS");
        if (!isBlank(javaOpts)) {
            command.addAll(List.of(javaOpts.trim().split("\\s+")));
        }
        command.add("-jar");
        command.add(SERVICE_JAR.toString());
        command.addAll(List.of(args));
        return command;
    }

    /** One line once the service is ready: where it is, who may sign in, where the data is. */
    private static void announceWhenReady(Process process, Map<String, String> env, Path dataDir) throws InterruptedException {
        String base = "http://localhost:" + env.getOrDefault("PORT", "8080");
        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();
        // Readiness is on the management port (issue 42), MANAGEMENT_PORT as the service reads it.
        String management = "http://localhost:" + env.getOrDefault("MANAGEMENT_PORT", "9000");
        HttpRequest ready = HttpRequest.newBuilder(URI.create(management + "/q/health/ready")).timeout(Duration.ofSeconds(2)).build();
        long deadline = System.nanoTime() + Duration.ofMinutes(3).toNanos();
        while (process.isAlive() && System.nanoTime() < deadline) {
            try {
                if (client.send(ready, HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                    System.out.println("\nReady: " + base + "  sign in as " + env.getOrDefault("BOOTSTRAP_ADMIN_EMAIL", "admin@example.com")
                            + " / " + env.getOrDefault("BOOTSTRAP_ADMIN_PASSWORD", "admin12345") + "  data: "
                            + (dataDir == null ? "DB_URL" : dataDir) + "  (Ctrl-C stops)\n");
                    return;
                }
            } catch (IOException e) {
                // not listening yet
            }
            Thread.sleep(250);
        }
    }

    private static void stop(Process process, EmbeddedDatabase database) {
        if (process.isAlive()) {
            process.destroy();
            try {
                process.waitFor();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        if (database != null) {
            database.close();
        }
    }

    private static boolean isBlank(String value) {
        return value == null || value.isBlank();
    }

    private static void fail(String message) {
        System.err.println("./run: " + message);
        System.exit(1);
    }
}
