package app.assessment.bootstrap.payment;

import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;

import com.github.tomakehurst.wiremock.WireMockServer;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.Map;

/**
 * A real HTTP server standing in for Asaas: the gateway is pointed at it with a test API key
 * and a short read timeout, so slow answers can be tested in about a second.
 */
public class AsaasStub implements QuarkusTestResourceLifecycleManager {

    static final String API_KEY = "$aact_test_wiremock_0123456789abcdef";
    static final int READ_TIMEOUT_MS = 1000;
    static final int MAX_CONCURRENT_CALLS = 2;

    /** Marks the test's field that receives the running stub. */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.FIELD)
    public @interface Server {
    }

    private WireMockServer server;

    @Override
    public Map<String, String> start() {
        server = new WireMockServer(options().dynamicPort());
        server.start();
        return Map.of(
                "quarkus.rest-client.asaas.url", server.baseUrl(),
                "quarkus.rest-client.asaas.read-timeout", String.valueOf(READ_TIMEOUT_MS),
                "quarkus.fault-tolerance.\"app.assessment.adapters.payment.asaas.AsaasCallLimit/run\".bulkhead.value",
                String.valueOf(MAX_CONCURRENT_CALLS),
                "app.asaas.api-key", API_KEY);
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
