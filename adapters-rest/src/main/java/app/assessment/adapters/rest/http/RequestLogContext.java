package app.assessment.adapters.rest.http;

import app.assessment.application.port.in.auth.ResolveSessionUseCase.SessionPrincipal;
import io.quarkus.vertx.http.runtime.filters.Filters;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.Optional;
import java.util.UUID;
import org.jboss.logging.MDC;

/**
 * What every log line of a request carries (the JSON log's {@code mdc}, docs/adr/0029): its
 * correlation id from the first handler on, and the signed-in user and organization once the
 * session is authenticated. Quarkus keeps the MDC on the request's own Vert.x context, so the
 * values follow the request across threads and never leak into another one; they are removed
 * when the response ends all the same. Ids only: never an e-mail, name, token or document.
 *
 * <p>The correlation id is the trace id when tracing is on (the problem+json of a 500 quotes it,
 * so an operator finds the trace and the log lines of one failure by one value), else a random UUID.
 */
@ApplicationScoped
public class RequestLogContext {

    public static final String CORRELATION_ID = "correlationId";
    public static final String USER_ID = "userId";
    public static final String ORGANIZATION_ID = "organizationId";
    /** Where OpenTelemetry puts the current trace id. */
    static final String TRACE_ID = "traceId";
    private static final String NO_TRACE = "00000000000000000000000000000000";

    void register(@Observes Filters filters) {
        filters.register(context -> {
            MDC.put(CORRELATION_ID, traceId().orElseGet(() -> UUID.randomUUID().toString()));
            context.addEndHandler(done -> clear());
            context.next();
        }, Integer.MAX_VALUE);
    }

    /** The request's correlation id; outside a request (or before the first handler ran), a new one. */
    public static String correlationId() {
        return traceId().or(() -> {
            Object set = MDC.get(CORRELATION_ID);
            return set == null ? Optional.empty() : Optional.of(set.toString());
        }).orElseGet(() -> UUID.randomUUID().toString());
    }

    /** Called once the session of the request is known. */
    public static void identified(SessionPrincipal principal) {
        MDC.put(USER_ID, principal.userId());
        MDC.put(ORGANIZATION_ID, principal.organizationId());
    }

    static void clear() {
        MDC.remove(CORRELATION_ID);
        MDC.remove(USER_ID);
        MDC.remove(ORGANIZATION_ID);
    }

    private static Optional<String> traceId() {
        Object traceId = MDC.get(TRACE_ID);
        return traceId == null || NO_TRACE.equals(traceId) ? Optional.empty() : Optional.of(traceId.toString());
    }
}
