package app.assessment.bootstrap.testsupport;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;

final class LocalServers {
    private LocalServers() {
    }

    static boolean listening(String host, int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(host, port), 500);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** Dev Services need a container engine; the docker client alone is not one. */
    static boolean containerEngineAvailable() {
        String dockerHost = System.getenv("DOCKER_HOST");
        return (dockerHost != null && !dockerHost.isBlank())
                || Files.exists(Path.of("/var/run/docker.sock"))
                || Files.exists(Path.of(System.getProperty("user.home"), ".docker/run/docker.sock"));
    }

    static boolean hasText(String value) {
        return value != null && !value.isBlank();
    }
}
