package app.assessment.bootstrap.hostile;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import app.assessment.adapters.rest.problem.Problem;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.IOException;
import java.net.Socket;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * Requests the HTTP codec used to refuse with an empty body (ADR 0017): an over-long request
 * URI, over-large headers and a URI that does not parse (a bad %-escape) get problem+json like every other error, with the security headers.
 */
@QuarkusTest
class CodecLimitsTest {

    @TestHTTPResource("/")
    URL server;

    @Test
    void anOverLongUri_is414ProblemJson() {
        given().get("/api/forms?q=" + "a".repeat(5_000)).then().statusCode(414).contentType(Problem.MEDIA_TYPE)
                .header("X-Content-Type-Options", "nosniff").body("status", equalTo(414)).body("code", equalTo("URI_TOO_LONG"));
    }

    @Test
    void overLargeHeaders_are431ProblemJson() {
        given().header("X-Padding", "b".repeat(21_000)).get("/api/forms").then().statusCode(431).contentType(Problem.MEDIA_TYPE)
                .body("status", equalTo(431)).body("code", equalTo("HEADERS_TOO_LARGE"));
    }

    @Test
    void aPathWithAnUndecodableEscape_is400ProblemJson() throws IOException {
        assertThat(rawGet("/api/test-link/%zz")).startsWith("HTTP/1.1 400").contains("content-type: " + Problem.MEDIA_TYPE)
                .contains("x-content-type-options: nosniff").contains("\"status\":400");
        assertThat(rawGet("/api/forms?search=%zz")).startsWith("HTTP/1.1 400").contains("content-type: " + Problem.MEDIA_TYPE);
    }

    @Test
    void aRequestUriWithACharacterThatMustBeEscaped_is400ProblemJson() throws IOException {
        assertThat(rawGet("/api/forms?search=a|b")).startsWith("HTTP/1.1 400").contains("content-type: " + Problem.MEDIA_TYPE);
    }

    /** HTTP clients refuse to send these URIs, so the request line is written by hand. */
    private String rawGet(String target) throws IOException {
        try (Socket socket = new Socket(server.getHost(), server.getPort())) {
            socket.setSoTimeout(10_000);
            socket.getOutputStream().write(("GET " + target + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8).toLowerCase(Locale.ROOT)
                    .replace("http/1.1", "HTTP/1.1");
        }
    }

    @Test
    void requestsWithinTheLimits_passAsBefore() {
        given().get("/api/forms?q=" + "a".repeat(3_000)).then().statusCode(401).contentType(Problem.MEDIA_TYPE);
        given().header("X-Padding", "b".repeat(15_000)).get("/api/openapi").then().statusCode(200);
    }
}
