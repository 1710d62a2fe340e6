package app.assessment.bootstrap.webhook;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * A webhook receiver as an integrator would write one from the Standard Webhooks specification
 * (com.standardwebhooks does not resolve here, so its recipe is written out): the key is the
 * base64 after {@code whsec_}; the signed content is {@code id.timestamp.body}; any of the
 * space-separated {@code v1,} signatures may match, compared in constant time; the
 * {@code webhook-id} is the deduplication key. It can refuse for a while (503) and redirect.
 */
final class Receiver implements AutoCloseable {

    record Delivery(String id, String timestamp, String signature, String body, boolean verified) {
    }

    private final HttpServer server;
    final List<Delivery> received = new CopyOnWriteArrayList<>();
    /** First body per webhook-id: what a receiver that deduplicates keeps. */
    final Map<String, String> deduplicated = new ConcurrentHashMap<>();
    final AtomicInteger duplicates = new AtomicInteger();
    final AtomicInteger redirectTargetHits = new AtomicInteger();
    volatile boolean refusing;
    volatile String secret;

    Receiver() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/hook", exchange -> {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            var headers = exchange.getRequestHeaders();
            Delivery delivery = new Delivery(headers.getFirst("webhook-id"), headers.getFirst("webhook-timestamp"),
                    headers.getFirst("webhook-signature"), body, verify(secret, headers.getFirst("webhook-id"),
                    headers.getFirst("webhook-timestamp"), body, headers.getFirst("webhook-signature")));
            received.add(delivery);
            int status = refusing ? 503 : delivery.verified() ? 204 : 400;
            if (status == 204 && deduplicated.putIfAbsent(delivery.id(), body) != null) {
                duplicates.incrementAndGet();
            }
            exchange.sendResponseHeaders(status, -1);
            exchange.close();
        });
        server.createContext("/moved", exchange -> {
            exchange.getResponseHeaders().add("Location", url("/elsewhere"));
            exchange.sendResponseHeaders(302, -1);
            exchange.close();
        });
        server.createContext("/elsewhere", exchange -> {
            redirectTargetHits.incrementAndGet();
            exchange.sendResponseHeaders(204, -1);
            exchange.close();
        });
        server.start();
    }

    String url(String path) {
        return "http://127.0.0.1:" + server.getAddress().getPort() + path;
    }

    int port() {
        return server.getAddress().getPort();
    }

    /** The specification's verification, on its own (no code of the service's). */
    static boolean verify(String secret, String id, String timestamp, String body, String header) {
        if (secret == null || id == null || timestamp == null || header == null) {
            return false;
        }
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(Base64.getDecoder().decode(secret.substring("whsec_".length())), "HmacSHA256"));
            byte[] expected = Base64.getEncoder().encode(mac.doFinal((id + "." + timestamp + "." + body)
                    .getBytes(StandardCharsets.UTF_8)));
            for (String candidate : header.split(" ")) {
                if (candidate.startsWith("v1,") && MessageDigest.isEqual(expected,
                        candidate.substring(3).getBytes(StandardCharsets.US_ASCII))) {
                    return true;
                }
            }
            return false;
        } catch (Exception e) {
            return false;
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
