package app.assessment.bootstrap.testsupport;

import io.vertx.core.http.impl.HttpServerRequestInternal;
import io.vertx.ext.web.Router;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

/**
 * Notes, after Quarkus' security filters and before Quarkus REST takes the request, whether the
 * request's route template (what HTTP metrics are tagged by) is already known.
 */
@ApplicationScoped
public class RouteTemplateProbe {

    static final String SET_BEFORE_RESOURCE = "test.route-template-before-resource";

    void install(@Observes Router router) {
        router.route().order(-198).handler(context -> {
            context.put(SET_BEFORE_RESOURCE,
                    ((HttpServerRequestInternal) context.request()).context().getLocal("UrlPathTemplate") != null);
            context.next();
        });
    }
}
