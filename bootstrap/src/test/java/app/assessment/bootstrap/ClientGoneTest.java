package app.assessment.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import app.assessment.bootstrap.testsupport.LogCapture;
import app.assessment.bootstrap.testsupport.ProbeResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

/**
 * A client that hangs up while its body is read is logged at DEBUG, not as an error of the service.
 * The client hangs up once the service is reading: since Quarkus 3.33 a request whose client is gone
 * before its body is read is reset without reaching a resource, so nothing is mapped or logged then.
 */
@QuarkusTest
class ClientGoneTest {

    private static final String MAPPERS = "app.assessment.adapters.rest.problem.ProblemMappers";

    @TestHTTPResource
    URL base;

    @Test
    void aClientClosingMidBody_isNotLoggedAsAnError() throws Exception {
        Logger logger = Logger.getLogger(MAPPERS);
        Level level = logger.getLevel();
        logger.setLevel(Level.FINE);
        int readsBefore = ProbeResource.STREAM_READS_STARTED.get();
        try (LogCapture log = LogCapture.start()) {
            try (Socket socket = new Socket(base.getHost(), base.getPort())) {
                OutputStream out = socket.getOutputStream();
                out.write(("POST /api/test-probe/stream HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/octet-stream\r\n"
                        + "Content-Length: 1000\r\n\r\n{\"name\":").getBytes(StandardCharsets.US_ASCII));
                out.flush();
                await().atMost(Duration.ofSeconds(10)).until(() -> ProbeResource.STREAM_READS_STARTED.get() > readsBefore);
            }
            await().atMost(Duration.ofSeconds(10)).until(() -> log.count("[" + MAPPERS + "]") > 0);
            assertThat(log.lines()).filteredOn(line -> line.contains("[" + MAPPERS + "]"))
                    .allSatisfy(line -> assertThat(line).startsWith("DEBUG").contains("closed the connection"));
            assertThat(log.lines()).as("nothing at WARN or ERROR about the request")
                    .noneMatch(line -> (line.startsWith("WARN") || line.startsWith("ERROR") || line.startsWith("SEVERE"))
                            && (line.contains("test-probe") || line.contains("Connection was closed")));
        } finally {
            logger.setLevel(level);
        }
    }
}
