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
    /** A reconciliation run's request budget, small so a test can exceed it. */
    static final int SYNC_BATCH = 3;

    private static final java.util.concurrent.atomic.AtomicInteger RATE_LIMITED_TESTS = new java.util.concurrent.atomic.AtomicInteger();

    /**
     * A frozen-clock time for a test that meets a 429, distinct from and later than every earlier
     * one's and far before the wall clock: the gate a 429 closes (up to a minute on that clock) is
     * open for every later test, whichever order they run in.
     */
    static java.time.Instant rateLimitedTestTime() {
        return java.time.Instant.parse("2026-01-01T00:00:00Z").plus(java.time.Duration.ofDays(RATE_LIMITED_TESTS.incrementAndGet()));
    }

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
                "app.asaas.api-key", API_KEY,
                "app.payments.sync-batch", String.valueOf(SYNC_BATCH));
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
