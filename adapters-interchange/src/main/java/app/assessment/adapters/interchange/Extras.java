package app.assessment.adapters.interchange;

import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What GIFT cannot say about a question (its type when the syntax is ambiguous, its points, scoring, exact match,
 * relative tolerances, the texts of true/false options) as {@code key=value} pairs, percent-encoded, in a comment line
 * {@code // @assessment ...} that Moodle ignores (ADR 0054). Writing them is what lets export then import reproduce a
 * question exactly.
 */
final class Extras {

    static final String MARKER = "@assessment";

    private final Map<String, String> values = new LinkedHashMap<>();

    Extras put(String key, Object value) {
        if (value != null) {
            values.put(key, value.toString());
        }
        return this;
    }

    String get(String key) {
        return values.get(key);
    }

    boolean isEmpty() {
        return values.isEmpty();
    }

    /** Reads the pairs of one comment's text after the marker; a pair without '=' is ignored. */
    void parse(String text) {
        for (String pair : text.strip().split("\\s+")) {
            int eq = pair.indexOf('=');
            if (eq > 0) {
                try {
                    values.put(pair.substring(0, eq), URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
                } catch (IllegalArgumentException e) {
                    throw new Unsupported("the " + MARKER + " comment has a malformed value for " + pair.substring(0, eq));
                }
            }
        }
    }

    String format() {
        StringBuilder out = new StringBuilder(MARKER);
        values.forEach((k, v) -> out.append(' ').append(k).append('=').append(URLEncoder.encode(v, StandardCharsets.UTF_8)));
        return out.toString();
    }
}
