package app.assessment.bootstrap.observability;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;

import com.github.tomakehurst.wiremock.WireMockServer;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.Map;

/**
 * A trace collector on loopback: accepts OTLP over HTTP (protobuf) at {@code /v1/traces} and keeps
 * every export, so a test can look for a trace id's bytes in what the service sent. Pointing the
 * service at it is all that turns tracing on (TracingNeedsAnEndpoint); spans are exported within
 * a tenth of a second instead of the default five.
 */
public class OtlpReceiver implements QuarkusTestResourceLifecycleManager {

    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.FIELD)
    public @interface Server {
    }

    private WireMockServer server;

    @Override
    public Map<String, String> start() {
        server = new WireMockServer(options().bindAddress("127.0.0.1").dynamicPort());
        server.start();
        server.stubFor(post(urlPathEqualTo("/v1/traces"))
                .willReturn(aResponse().withStatus(200).withHeader("Content-Type", "application/x-protobuf")));
        return Map.of(
                "quarkus.otel.exporter.otlp.traces.endpoint", "http://127.0.0.1:" + server.port(),
                "quarkus.otel.exporter.otlp.traces.protocol", "http/protobuf",
                "quarkus.otel.bsp.schedule.delay", "100ms");
    }

    @Override
    public void inject(TestInjector injector) {
        injector.injectIntoFields(server, new TestInjector.AnnotatedAndMatchesType(Server.class, WireMockServer.class));
    }

    @Override
    public void stop() {
        if (server != null) {
            server.stop();
        }
    }
}
