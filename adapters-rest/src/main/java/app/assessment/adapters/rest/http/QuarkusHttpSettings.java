package app.assessment.adapters.rest.http;

import java.util.List;
import java.util.Optional;

/**
 * The REST adapter's share of Quarkus' own HTTP keys, produced by bootstrap, the one reader of
 * Quarkus' keys (ADR 0037).
 *
 * @param maxBodyBytes {@code quarkus.http.limits.max-body-size}
 * @param trustedProxies {@code quarkus.http.proxy.trusted-proxies}
 */
public record QuarkusHttpSettings(long maxBodyBytes, Optional<List<String>> trustedProxies) {
}
