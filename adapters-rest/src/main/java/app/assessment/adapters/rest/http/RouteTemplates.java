package app.assessment.adapters.rest.http;

import io.quarkus.resteasy.reactive.server.runtime.ResteasyReactiveRecorder;
import io.quarkus.resteasy.reactive.server.runtime.observability.ObservabilityIntegrationRecorder;
import io.quarkus.runtime.RuntimeValue;
import io.quarkus.vertx.http.runtime.security.HttpSecurityRecorder.DefaultAuthFailureHandler;
import io.vertx.core.Handler;
import io.vertx.core.http.impl.HttpServerRequestInternal;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import org.jboss.logging.Logger;

/**
 * The route template of HTTP metrics ({@code uri="/api/forms/{id}"}) without rebuilding Quarkus REST's
 * route table on every request (ADR 0008, session 10).
 *
 * <p>Quarkus REST 3.27 runs a filter (route order -199, right after authentication) that, on every
 * request whose authentication failure handler is still the default one, builds a new
 * {@code RequestMapper} from all resource classes to find the template, so that an answer given
 * before the resource method (a 401 of a failed authentication, a 415) is still counted by template;
 * then it swaps in the failure handler that hands authentication failures to the exception mappers.
 * That rebuild was ~6% of the session read's CPU and ~12% of its allocations. A resource method sets
 * the same template itself when it runs. So here, one route ahead of that filter, Quarkus' own swap
 * is done without the template (the filter then leaves the request alone), and the template is
 * worked out by Quarkus' own code only for an answer that reaches its headers without one.
 */
@ApplicationScoped
public class RouteTemplates {

    private static final Logger LOG = Logger.getLogger(RouteTemplates.class);
    /** Where Quarkus' authentication handler leaves the failure handler of the request. */
    static final String AUTH_FAILURE_HANDLER = "io.quarkus.vertx.http.auth-failure-handler";
    /** Where Quarkus REST leaves the template and Micrometer's HTTP binder reads it. */
    static final String TEMPLATE = "UrlPathTemplate";
    /** Quarkus REST's filter is at route order -199; a route of the same order added now runs before it. */
    private static final int QUARKUS_REST_TEMPLATE_FILTER_ORDER = -199;

    /** Quarkus REST's filter itself, told not to set the template (its deployment is then never read). */
    private final Handler<RoutingContext> failuresToExceptionMappers =
            new ResteasyReactiveRecorder().defaultAuthFailureHandler(new RuntimeValue<>(), false);

    void install(@Observes Router router) {
        router.route().order(QUARKUS_REST_TEMPLATE_FILTER_ORDER).handler(context -> {
            if (context.get(AUTH_FAILURE_HANDLER) instanceof DefaultAuthFailureHandler) {
                context.addHeadersEndHandler(done -> templateIfMissing(context));
            }
            failuresToExceptionMappers.handle(context);
        });
    }

    private static void templateIfMissing(RoutingContext context) {
        if (((HttpServerRequestInternal) context.request()).context().getLocal(TEMPLATE) != null) {
            return;
        }
        try {
            ObservabilityIntegrationRecorder.setTemplatePath(context, ResteasyReactiveRecorder.getCurrentDeployment());
        } catch (RuntimeException e) {
            LOG.debug("No route template for this request", e);
        }
    }
}
