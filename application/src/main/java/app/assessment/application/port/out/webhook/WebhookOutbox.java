package app.assessment.application.port.out.webhook;

import app.assessment.application.port.in.ResultPage;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.domain.webhook.WebhookEventType;
import app.assessment.domain.webhook.WebhookSecret;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The webhook tables as an outbox. {@link #publish} joins the caller's transaction: the event and
 * one delivery per enabled endpoint of the organization subscribed to its type are written with
 * the causing write, or not at all. The dispatcher's methods each run in a short transaction.
 */
public interface WebhookOutbox {

    /**
     * @param data what a receiver needs, ids first; the caller leaves out every document number, secret and accommodation reason
     */
    void publish(String eventId, String organizationId, WebhookEventType type, Instant at, Map<String, Object> data);

    /** An event for one endpoint alone, whatever it subscribes to ({@code webhook.test}); the delivery's id. */
    String publishTo(String eventId, String organizationId, String endpointId, WebhookEventType type, Instant at,
                     Map<String, Object> data);

    /**
     * Takes up to {@code limit} due deliveries no other dispatcher holds ({@code FOR UPDATE SKIP
     * LOCKED}), never more than {@code perEndpoint} in flight for one endpoint, counts an attempt on
     * each and moves it a lease ahead, so a dispatcher that dies mid-send gives it back.
     */
    List<Claimed> claimDue(Instant now, int limit, Duration lease, int perEndpoint);

    /** Writes the outcomes, the endpoints' failure records with them; answers the endpoints it disabled. */
    List<Disabled> record(List<Outcome> outcomes, Instant now, Duration disableAfter);

    ResultPage<WebhookDelivery> deliveries(String organizationId, String endpointId, PageRequest page);

    Optional<WebhookDelivery> delivery(String organizationId, String endpointId, String deliveryId);

    /** Due at {@code now} again with its attempts reset. */
    void retryNow(String deliveryId, Instant now);

    /** A claimed delivery with what it takes to send it: the body as stored and the secrets that sign now. */
    record Claimed(String id, String eventId, String endpointId, String url, String body, int attempts,
                   List<WebhookSecret> secrets) {
        @Override
        public String toString() {
            return "Claimed[id=" + id + ", eventId=" + eventId + ", endpointId=" + endpointId + ", attempts=" + attempts + "]";
        }
    }

    /** @param nextAttemptAt null once the delivery succeeded or failed for good */
    record Outcome(String id, String endpointId, boolean succeeded, Integer responseStatus, int durationMs, String error,
                   Instant nextAttemptAt) {
    }

    record Disabled(String endpointId, String organizationId, String url) {
    }
}
