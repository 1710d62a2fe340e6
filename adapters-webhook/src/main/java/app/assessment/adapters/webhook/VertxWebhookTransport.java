package app.assessment.adapters.webhook;

import app.assessment.application.port.out.webhook.WebhookTransport;
import app.assessment.domain.webhook.WebhookTargetRule;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.RequestOptions;
import io.vertx.core.net.SocketAddress;
import jakarta.enterprise.context.ApplicationScoped;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Webhook requests on Vert.x's HTTP client. The host is resolved here and every address it
 * resolves to is checked against the target rule; the connection goes to the first address
 * ({@link RequestOptions#setServer}) while the Host header, SNI and the certificate check still
 * name the host, so a name that resolves elsewhere a moment later (DNS rebinding) reaches nothing
 * unchecked. Redirects are not followed: a 3xx is an answer like any other non-2xx, a failure.
 * Connections are not kept alive, so each request is checked afresh.
 */
@ApplicationScoped
public class VertxWebhookTransport implements WebhookTransport {

    static final Duration TIMEOUT = Duration.ofSeconds(10);

    private final HttpClient client;
    private final WebhookTargetRule rule;

    public VertxWebhookTransport(Vertx vertx, WebhookTargetRule rule) {
        this.rule = rule;
        this.client = vertx.createHttpClient(new HttpClientOptions().setKeepAlive(false).setForceSni(true).setVerifyHost(true)
                .setConnectTimeout((int) TIMEOUT.toMillis()).setMaxRedirects(0));
    }

    @Override
    public Optional<String> refuse(String url) {
        Optional<String> form = rule.refuseUrl(url);
        if (form.isPresent()) {
            return form;
        }
        return target(URI.create(url)).refusal();
    }

    @Override
    public Response post(String url, Map<String, String> headers, String body) {
        long started = System.nanoTime();
        Optional<String> form = rule.refuseUrl(url);
        if (form.isPresent()) {
            return new Response(null, 0, "refused target: url " + form.get());
        }
        URI uri = URI.create(url);
        Target target = target(uri);
        if (target.refusal().isPresent()) {
            return new Response(null, 0, "refused target: url " + target.refusal().get());
        }
        boolean https = uri.getScheme().equalsIgnoreCase("https");
        int port = uri.getPort() != -1 ? uri.getPort() : https ? 443 : 80;
        String path = (uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath())
                + (uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery());
        RequestOptions options = new RequestOptions().setMethod(HttpMethod.POST).setHost(uri.getHost()).setPort(port).setSsl(https)
                .setURI(path).setServer(SocketAddress.inetSocketAddress(new InetSocketAddress(target.address(), port)))
                .setFollowRedirects(false).setTimeout(TIMEOUT.toMillis());
        headers.forEach(options::putHeader);
        try {
            Integer status = client.request(options)
                    .compose(request -> request.send(Buffer.buffer(body)))
                    .compose(response -> response.end().map(ignored -> response.statusCode()))
                    .toCompletionStage().toCompletableFuture()
                    .get(TIMEOUT.toMillis() + 1000, TimeUnit.MILLISECONDS);
            return new Response(status, elapsed(started), null);
        } catch (TimeoutException e) {
            return new Response(null, elapsed(started), "timed out after " + TIMEOUT.toSeconds() + " s");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause() == null ? e : e.getCause();
            return new Response(null, elapsed(started), describe(cause));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Response(null, elapsed(started), "interrupted");
        }
    }

    /** Every address the host resolves to must pass; the request goes to the first. */
    private Target target(URI uri) {
        InetAddress[] addresses;
        try {
            addresses = InetAddress.getAllByName(uri.getHost().toLowerCase(Locale.ROOT));
        } catch (UnknownHostException e) {
            return new Target(null, Optional.of("host does not resolve"));
        }
        for (InetAddress address : addresses) {
            Optional<String> refusal = rule.refuseAddress(address);
            if (refusal.isPresent()) {
                return new Target(null, refusal);
            }
        }
        return new Target(addresses[0], Optional.empty());
    }

    private record Target(InetAddress address, Optional<String> refusal) {
    }

    private static int elapsed(long started) {
        return (int) TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);
    }

    private static String describe(Throwable e) {
        String message = e.getClass().getSimpleName() + ": " + e.getMessage();
        return message.length() > 500 ? message.substring(0, 500) : message;
    }
}
