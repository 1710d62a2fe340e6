package app.assessment.domain.webhook;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.Optional;

/**
 * Where a webhook may be sent (server-side request forgery): {@code https} only unless plain
 * {@code http} is allowed, and never to an address inside the service's own network: loopback,
 * link-local (cloud metadata at 169.254.169.254 included), private (RFC 1918, fc00::/7, AWS's
 * fd00:ec2::254 with it), carrier-grade NAT (100.64.0.0/10), unspecified or multicast. The address
 * rule is applied to every address a name resolves to, at save and again before each connection,
 * and the connection goes to the address checked, so a name re-pointed after the check (DNS
 * rebinding) gains nothing. {@code allowPrivate} lifts the address rule and allows {@code http}
 * (development, tests, installs inside one network).
 */
public record WebhookTargetRule(boolean httpsOnly, boolean allowPrivate) {

    public static final int MAX_URL_LENGTH = 2000;

    /** @return why the URL is refused, or empty when its form is acceptable (its addresses are checked apart) */
    public Optional<String> refuseUrl(String url) {
        if (url == null || url.isBlank()) {
            return Optional.of("must not be blank");
        }
        if (url.length() > MAX_URL_LENGTH) {
            return Optional.of("must be at most " + MAX_URL_LENGTH + " characters");
        }
        URI uri;
        try {
            uri = new URI(url);
        } catch (URISyntaxException e) {
            return Optional.of("must be an absolute http(s) URL");
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("https") && !scheme.equals("http")) {
            return Optional.of("must be an absolute http(s) URL");
        }
        if (scheme.equals("http") && httpsOnly && !allowPrivate) {
            return Optional.of("must use https");
        }
        if (uri.getHost() == null || uri.getHost().isBlank()) {
            return Optional.of("must name a host");
        }
        if (uri.getRawUserInfo() != null) {
            return Optional.of("must not carry credentials");
        }
        return Optional.empty();
    }

    /** @return why a connection to {@code address} is refused, or empty */
    public Optional<String> refuseAddress(InetAddress address) {
        if (allowPrivate) {
            return Optional.empty();
        }
        return isInternal(address) ? Optional.of("resolves to an internal address") : Optional.empty();
    }

    static boolean isInternal(InetAddress address) {
        if (address.isLoopbackAddress() || address.isLinkLocalAddress() || address.isSiteLocalAddress()
                || address.isAnyLocalAddress() || address.isMulticastAddress()) {
            return true;
        }
        byte[] b = address.getAddress();
        if (address instanceof Inet4Address) {
            int first = b[0] & 0xff;
            int second = b[1] & 0xff;
            return first == 0 || (first == 100 && second >= 64 && second <= 127) || first >= 240;
        }
        if (address instanceof Inet6Address) {
            // Unique local fc00::/7 (fd00:ec2::254 among them); an IPv4-mapped or -compatible address is judged as IPv4.
            if ((b[0] & 0xfe) == 0xfc) {
                return true;
            }
            if (isEmbeddedIpv4(b)) {
                try {
                    return isInternal(InetAddress.getByAddress(new byte[] {b[12], b[13], b[14], b[15]}));
                } catch (java.net.UnknownHostException e) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean isEmbeddedIpv4(byte[] b) {
        for (int i = 0; i < 10; i++) {
            if (b[i] != 0) {
                return false;
            }
        }
        return (b[10] == 0 && b[11] == 0) || (b[10] == (byte) 0xff && b[11] == (byte) 0xff);
    }
}
