package app.assessment.application.port.out.webhook;

import java.util.Map;
import java.util.Optional;

/**
 * Sends one HTTP POST to a receiver, after resolving its host and checking every address against
 * the target rule, to the address checked (no DNS rebinding), with the time limit and no
 * redirects followed.
 */
public interface WebhookTransport {

    /** Why the URL may not be a target (its form or an address it resolves to), or empty; used at save. */
    Optional<String> refuse(String url);

    /** Never throws for a receiver's failure: a refused target, a timeout or a connection error come back as an error. */
    Response post(String url, Map<String, String> headers, String body);

    /** @param status null when no response came ({@code error} says why) */
    record Response(Integer status, int durationMs, String error) {
        public boolean succeeded() {
            return status != null && status >= 200 && status < 300;
        }
    }
}
