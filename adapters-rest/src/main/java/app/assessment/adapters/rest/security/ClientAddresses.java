package app.assessment.adapters.rest.security;

import io.vertx.core.http.HttpConnection;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.net.SocketAddress;
import jakarta.enterprise.context.ApplicationScoped;
import java.net.InetAddress;
import java.util.List;
import java.util.Optional;
import app.assessment.adapters.rest.http.QuarkusHttpSettings;

/**
 * Who is calling, for sign-in locks, rate limits and audit entries. Proxies append the address
 * they received the request from to X-Forwarded-For, so the header reads client-written text on
 * the left and trusted hops on the right. Starting from the connection's peer, the address is
 * the right-most one not in {@code TRUSTED_PROXIES}; everything to its left could have been
 * written by the client. (Quarkus' own forwarding support believes the left-most entry, so the
 * request's remote address is not used here.) An entry that is no IP address where the client's
 * should be means the header cannot be believed: the peer's address is used.
 */
@ApplicationScoped
public class ClientAddresses {

    private static final String FORWARDED_FOR = "X-Forwarded-For";

    private final TrustedProxies trusted;

    public ClientAddresses(QuarkusHttpSettings quarkusHttp) {
        this.trusted = TrustedProxies.of(quarkusHttp.trustedProxies());
    }

    public String of(HttpServerRequest request) {
        Optional<InetAddress> peer = peerOf(request);
        if (peer.isEmpty()) {
            return "unknown";
        }
        InetAddress current = peer.get();
        List<String> hops = forwardedHops(request);
        for (int i = hops.size() - 1; i >= 0 && trusted.contains(current); i--) {
            Optional<InetAddress> hop = TrustedProxies.literal(withoutPort(hops.get(i)));
            if (hop.isEmpty()) {
                return peer.get().getHostAddress();
            }
            current = hop.get();
        }
        return current.getHostAddress();
    }

    private static Optional<InetAddress> peerOf(HttpServerRequest request) {
        HttpConnection connection = request.connection();
        SocketAddress remote = connection != null ? connection.remoteAddress() : request.remoteAddress();
        if (remote == null || remote.hostAddress() == null) {
            return Optional.empty();
        }
        return TrustedProxies.literal(remote.hostAddress());
    }

    private static List<String> forwardedHops(HttpServerRequest request) {
        return request.headers().getAll(FORWARDED_FOR).stream()
                .flatMap(value -> java.util.Arrays.stream(value.split(",")))
                .map(String::strip)
                .filter(hop -> !hop.isEmpty())
                .toList();
    }

    /** "203.0.113.7:5123" and "[2001:db8::1]:443" carry a port; a bare IPv6 address does not. */
    private static String withoutPort(String hop) {
        if (hop.startsWith("[")) {
            int end = hop.indexOf(']');
            return end < 0 ? hop : hop.substring(1, end);
        }
        int colon = hop.indexOf(':');
        return colon >= 0 && colon == hop.lastIndexOf(':') ? hop.substring(0, colon) : hop;
    }
}
