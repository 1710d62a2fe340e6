package app.assessment.adapters.rest.http;

import io.vertx.core.MultiMap;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

/**
 * Headers every answer carries, errors and fallbacks included (set when the headers are
 * written, so no handler can skip them): no MIME sniffing, never framed, no referrer leaves
 * the API, and nothing under /api is cached unless its resource says otherwise (a profile image
 * may be; a report PDF, a session or a form may not linger in a shared or browser cache).
 */
@ApplicationScoped
public class SecurityHeaders {

    void install(@Observes Router router) {
        router.route().order(Integer.MIN_VALUE).handler(this::onEveryRequest);
    }

    private void onEveryRequest(RoutingContext ctx) {
        boolean api = ctx.request().path() != null && ctx.request().path().startsWith("/api/");
        ctx.addHeadersEndHandler(done -> {
            MultiMap headers = ctx.response().headers();
            setIfAbsent(headers, "X-Content-Type-Options", "nosniff");
            setIfAbsent(headers, "X-Frame-Options", "DENY");
            setIfAbsent(headers, "Content-Security-Policy", "frame-ancestors 'none'");
            setIfAbsent(headers, "Referrer-Policy", "no-referrer");
            if (api) {
                setIfAbsent(headers, "Cache-Control", "no-store");
            }
        });
        ctx.next();
    }

    private static void setIfAbsent(MultiMap headers, String name, String value) {
        if (!headers.contains(name)) {
            headers.set(name, value);
        }
    }
}
