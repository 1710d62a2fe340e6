package app.assessment.bootstrap.tracing;

import io.smallrye.config.ConfigSourceInterceptor;
import io.smallrye.config.ConfigSourceInterceptorContext;
import io.smallrye.config.ConfigValue;
import io.smallrye.config.Priorities;
import jakarta.annotation.Priority;
import java.util.List;

/**
 * Tracing is off unless an OTLP endpoint is configured (docs/adr/0029): the OpenTelemetry SDK and
 * the JDBC instrumentation default to off, and to on when {@code OTEL_EXPORTER_OTLP_ENDPOINT} (or
 * {@code quarkus.otel.exporter.otlp[.traces].endpoint}) has a value. A value set explicitly for either
 * switch wins. Without an endpoint nothing is exported, no span is made and statements are not wrapped,
 * so start-up and the hot paths pay nothing for it.
 */
@Priority(Priorities.APPLICATION)
public class TracingNeedsAnEndpoint implements ConfigSourceInterceptor {

    static final String SDK_DISABLED = "quarkus.otel.sdk.disabled";
    static final String JDBC_TELEMETRY = "quarkus.datasource.jdbc.telemetry.enabled";
    static final List<String> ENDPOINTS = List.of("quarkus.otel.exporter.otlp.traces.endpoint", "quarkus.otel.exporter.otlp.endpoint");
    /** Below this, a value is one of Quarkus' own defaults, not the operator's. */
    private static final int EXPLICIT = 100;

    @Override
    public ConfigValue getValue(ConfigSourceInterceptorContext context, String name) {
        ConfigValue value = context.proceed(name);
        boolean sdk = SDK_DISABLED.equals(name);
        if (!sdk && !JDBC_TELEMETRY.equals(name) || explicit(value)) {
            return value;
        }
        boolean on = ENDPOINTS.stream().map(context::proceed).anyMatch(TracingNeedsAnEndpoint::explicit);
        return ConfigValue.builder().withName(name).withValue(String.valueOf(sdk != on))
                .withConfigSourceName(TracingNeedsAnEndpoint.class.getSimpleName()).withConfigSourceOrdinal(EXPLICIT).build();
    }

    private static boolean explicit(ConfigValue value) {
        return value != null && value.getValue() != null && !value.getValue().isBlank() && value.getConfigSourceOrdinal() >= EXPLICIT;
    }
}
