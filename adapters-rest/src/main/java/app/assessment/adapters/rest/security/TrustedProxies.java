package app.assessment.adapters.rest.security;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.jboss.logging.Logger;

/**
 * The proxies of {@code TRUSTED_PROXIES}: IP addresses and CIDR ranges, read once. A host name
 * is resolved once at start-up (never per request: a lookup on every request once stalled every
 * connection where no DNS answered).
 */
final class TrustedProxies {

    private static final Logger LOG = Logger.getLogger(TrustedProxies.class);
    private static final Pattern IPV4 = Pattern.compile("\\d{1,3}(\\.\\d{1,3}){3}");

    private final List<Range> ranges;

    private TrustedProxies(List<Range> ranges) {
        this.ranges = List.copyOf(ranges);
    }

    static TrustedProxies of(Optional<List<String>> entries) {
        List<Range> ranges = new ArrayList<>();
        for (String raw : entries.orElse(List.of())) {
            String entry = raw.strip();
            if (entry.isEmpty()) {
                continue;
            }
            int slash = entry.indexOf('/');
            String host = slash < 0 ? entry : entry.substring(0, slash);
            Optional<InetAddress> literal = literal(host);
            if (literal.isPresent()) {
                int bits = literal.get().getAddress().length * 8;
                ranges.add(new Range(literal.get().getAddress(), slash < 0 ? bits : Integer.parseInt(entry.substring(slash + 1))));
                continue;
            }
            try {
                for (InetAddress address : InetAddress.getAllByName(host)) {
                    ranges.add(new Range(address.getAddress(), address.getAddress().length * 8));
                }
            } catch (UnknownHostException e) {
                LOG.warnf("Trusted proxy %s cannot be resolved; it is ignored", entry);
            }
        }
        return new TrustedProxies(ranges);
    }

    boolean contains(InetAddress address) {
        byte[] bytes = address.getAddress();
        return ranges.stream().anyMatch(range -> range.contains(bytes));
    }

    /** An IP literal, parsed without any name lookup; empty for anything else (names, garbage, "unknown"). */
    static Optional<InetAddress> literal(String text) {
        String value = text.strip();
        if (value.startsWith("[") && value.endsWith("]")) {
            value = value.substring(1, value.length() - 1);
        }
        if (!IPV4.matcher(value).matches() && !(value.contains(":") && value.matches("[0-9A-Fa-f:.%a-zA-Z0-9]+"))) {
            return Optional.empty();
        }
        try {
            // A string with ':' or a dotted quad is parsed as a literal; no lookup happens.
            return Optional.of(InetAddress.getByName(value));
        } catch (UnknownHostException | SecurityException e) {
            return Optional.empty();
        }
    }

    private record Range(byte[] network, int prefix) {
        boolean contains(byte[] address) {
            if (address.length != network.length) {
                return false;
            }
            int full = prefix / 8;
            for (int i = 0; i < full; i++) {
                if (address[i] != network[i]) {
                    return false;
                }
            }
            int rest = prefix % 8;
            if (rest == 0) {
                return true;
            }
            int mask = (0xFF << (8 - rest)) & 0xFF;
            return (address[full] & mask) == (network[full] & mask);
        }
    }
}
