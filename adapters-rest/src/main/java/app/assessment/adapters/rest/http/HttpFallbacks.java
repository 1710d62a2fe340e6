package app.assessment.adapters.rest.http;

import app.assessment.adapters.rest.problem.Problem;
import app.assessment.adapters.rest.problem.StatusCodes;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.net.URI;
import java.net.URISyntaxException;

/**
 * Answers that the HTTP layer gives before any resource runs (no route matched, body over the
 * limit, request URI or headers over the limit, a request URI that does not parse) get the same problem+json as everything else,
 * instead of Vert.x's plain text or empty body.
 *
 * <p>The request-line and header limits are enforced here rather than by the HTTP codec, which
 * answers them with an empty body before any route exists and offers no hook in Quarkus
 * (ADR 0017): the codec's own limits are set a few times higher, as the outer guard on memory.
 */
@ApplicationScoped
public class HttpFallbacks {

    private final ObjectMapper json;
    private final long maxBodyBytes;
    private final int maxUriLength;
    private final long maxHeaderBytes;

    public HttpFallbacks(ObjectMapper json,
            QuarkusHttpSettings quarkusHttp,
            HttpConfig http) {
        this.json = json;
        this.maxBodyBytes = quarkusHttp.maxBodyBytes();
        this.maxUriLength = http.maxUriLength();
        this.maxHeaderBytes = http.maxHeaderSize().asLongValue();
    }

    void install(@Observes Router router) {
        router.route().order(Integer.MIN_VALUE).handler(this::rejectOversizedRequestHead);
        router.route().order(Integer.MIN_VALUE).handler(this::rejectDeclaredOversizedBody);
        router.route().order(Integer.MAX_VALUE).handler(ctx -> write(ctx, 404, "No resource matches this path"));
        router.route().order(Integer.MIN_VALUE).failureHandler(this::onFailure);
    }

    private void rejectOversizedRequestHead(RoutingContext ctx) {
        if (!parses(ctx.request().uri())) {
            write(ctx, 400, "The request URI is not valid (a bad %-escape or a character that must be escaped)");
            return;
        }
        if (ctx.request().uri().length() > maxUriLength) {
            ctx.response().putHeader(HttpHeaders.CONNECTION, "close");
            write(ctx, 414, "The request URI is longer than " + maxUriLength + " characters");
            return;
        }
        long headerBytes = 0;
        for (var header : ctx.request().headers()) {
            headerBytes += header.getKey().length() + header.getValue().length() + 4L;
        }
        if (headerBytes > maxHeaderBytes) {
            ctx.response().putHeader(HttpHeaders.CONNECTION, "close");
            write(ctx, 431, "The request headers are larger than allowed");
            return;
        }
        ctx.next();
    }

    /**
     * A body announced larger than the limit is refused before it is read. (A chunked body
     * that grows past the limit is still cut by Quarkus itself, with a bare 413.)
     */
    private void rejectDeclaredOversizedBody(RoutingContext ctx) {
        String length = ctx.request().getHeader(HttpHeaders.CONTENT_LENGTH);
        if (length != null && declaredLength(length) > maxBodyBytes) {
            ctx.response().putHeader(HttpHeaders.CONNECTION, "close");
            write(ctx, 413, "The request body is larger than allowed");
            return;
        }
        ctx.next();
    }

    /**
     * Quarkus' own check of the same rule answers an empty body before any route; it is turned off
     * (the {@code vertx.disableURIValidation} property, set by {@code AssessmentMain}) so that the
     * request reaches this router and gets problem+json.
     */
    private static boolean parses(String uri) {
        try {
            new URI(uri);
            return true;
        } catch (URISyntaxException e) {
            return false;
        }
    }

    private static long declaredLength(String header) {
        try {
            return Long.parseLong(header.trim());
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private void onFailure(RoutingContext ctx) {
        int status = ctx.statusCode();
        if (status == 413) {
            write(ctx, 413, "The request body is larger than allowed");
        } else if (status >= 400 && status < 500) {
            // Also when the router failed with a cause (a path it cannot decode): the cause is
            // the framework's wording and stays out of the answer.
            write(ctx, status, "The request is not valid");
        } else {
            ctx.next();
        }
    }

    private void write(RoutingContext ctx, int status, String detail) {
        if (ctx.response().headWritten()) {
            return;
        }
        try {
            byte[] body = json.writeValueAsBytes(Problem.of(status, StatusCodes.of(status), detail));
            ctx.response().setStatusCode(status)
                    .putHeader(HttpHeaders.CONTENT_TYPE, Problem.MEDIA_TYPE)
                    .end(io.vertx.core.buffer.Buffer.buffer(body));
        } catch (JsonProcessingException e) {
            ctx.response().setStatusCode(status).end();
        }
    }
}
