package app.assessment.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

/** A client that hangs up while its body is read is logged at DEBUG, not as an error of the service. */
@QuarkusTest
class ClientGoneTest {

    @TestHTTPResource
    URL base;

    @Test
    void aClientClosingMidBody_isNotLoggedAsAnError() throws Exception {
        Logger logger = Logger.getLogger("app.assessment.adapters.rest.problem.ProblemMappers");
        List<LogRecord> records = new CopyOnWriteArrayList<>();
        Handler handler = new Handler() {
            @Override
            public void publish(LogRecord record) {
                records.add(record);
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        Level level = logger.getLevel();
        logger.setLevel(Level.FINE);
        logger.addHandler(handler);
        try {
            try (Socket socket = new Socket(base.getHost(), base.getPort())) {
                OutputStream out = socket.getOutputStream();
                out.write(("POST /api/test-probe/json HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                        + "Content-Length: 1000\r\n\r\n{\"name\":").getBytes(StandardCharsets.US_ASCII));
                out.flush();
            }
            await().atMost(Duration.ofSeconds(10)).until(() -> !records.isEmpty());
            assertThat(records).allSatisfy(r -> {
                assertThat(r.getLevel().intValue()).isLessThan(Level.INFO.intValue());
                assertThat(r.getMessage()).contains("closed the connection");
            });
        } finally {
            logger.removeHandler(handler);
            logger.setLevel(level);
        }
    }
}
