package app.assessment.bootstrap.observability;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.any;
import static com.github.tomakehurst.wiremock.client.WireMock.anyUrl;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import app.assessment.bootstrap.assignment.Fixtures;
import app.assessment.bootstrap.payment.AsaasStub;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.user.Role;
import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.verification.LoggedRequest;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.Test;

/** With a collector configured, traces reach it: the request, its statements, its calls to Asaas, and the 500's correlation id. */
@QuarkusTest
@TestProfile(TracingProfile.class)
class TracingTest {

    @Inject
    TestAccounts accounts;

    @OtlpReceiver.Server
    WireMockServer collector;

    @AsaasStub.Server
    WireMockServer asaas;

    @Test
    void anEndpoint_turnsTheSdkAndTheJdbcSpansOn() {
        assertThat(ConfigProvider.getConfig().getValue("quarkus.otel.sdk.disabled", Boolean.class)).isFalse();
        assertThat(ConfigProvider.getConfig().getValue("quarkus.datasource.jdbc.telemetry.enabled", Boolean.class)).isTrue();
    }

    @Test
    void a500sCorrelationId_isTheTraceIdTheCollectorReceives() {
        String correlationId = given().get("/api/test-probe/boom").then().statusCode(500).extract().path("correlationId");

        assertThat(correlationId).matches("[0-9a-f]{32}");
        byte[] traceId = HexFormat.of().parseHex(correlationId);
        await().atMost(Duration.ofSeconds(15)).untilAsserted(() -> assertThat(exports()).anyMatch(body -> contains(body, traceId)));
    }

    @Test
    void statementsAndCallsToAsaas_areSpansOfTheRequestsTrace() {
        asaas.resetAll();
        asaas.stubFor(any(anyUrl()).willReturn(aResponse().withStatus(503)));
        Browser admin = Browser.signedIn(accounts.user(accounts.organization(), Role.ADMIN).email(), TestAccounts.PASSWORD);
        Fixtures fixtures = new Fixtures(admin);
        String formId = fixtures.form("Rastreio " + UUID.randomUUID()).getString("id");
        String assignmentId = fixtures.assign(formId, Map.of("studentId", fixtures.student("Ana Souza", "529.982.247-25")))
                .getString("id");

        admin.request().contentType(ContentType.JSON).body(Map.of("method", "BOLETO", "amount", 80))
                .post("/api/mobile/assignments/" + assignmentId + "/payment").then().statusCode(502);

        List<LoggedRequest> calls = asaas.findAll(com.github.tomakehurst.wiremock.client.WireMock.anyRequestedFor(anyUrl()));
        assertThat(calls).isNotEmpty();
        String traceparent = calls.get(0).getHeader("traceparent");
        assertThat(traceparent).as("W3C trace context passed on to Asaas").matches("00-[0-9a-f]{32}-[0-9a-f]{16}-0[01]");
        byte[] traceId = HexFormat.of().parseHex(traceparent.substring(3, 35));
        // One request's spans may leave in more than one export: look at all of them together.
        await().atMost(Duration.ofSeconds(15)).untilAsserted(() -> {
            String exported = String.join("\n", exports().stream().map(b -> new String(b, StandardCharsets.ISO_8859_1)).toList());
            String readable = exported.replaceAll("[^\\x20-\\x7e]+", " ");
            assertThat(contains(exported.getBytes(StandardCharsets.ISO_8859_1), traceId)).as("trace id").isTrue();
            assertThat(readable.contains("db.system") && readable.contains("postgresql")).as("JDBC statement spans").isTrue();
            // The gateway's first request looks for a charge an earlier attempt may have left (AsaasPaymentGateway).
            assertThat(readable.contains("/v3/payments?externalReference=" + assignmentId)).as("span of the call to Asaas").isTrue();
        });
    }

    private List<byte[]> exports() {
        return collector.getAllServeEvents().stream().map(event -> event.getRequest().getBody()).toList();
    }

    private static boolean contains(byte[] haystack, byte[] needle) {
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            if (Arrays.equals(haystack, i, i + needle.length, needle, 0, needle.length)) {
                return true;
            }
        }
        return false;
    }
}
