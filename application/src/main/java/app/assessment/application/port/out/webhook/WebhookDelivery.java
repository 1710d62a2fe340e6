package app.assessment.application.port.out.webhook;

import java.time.Instant;

/**
 * One event's delivery to one endpoint, as the administrators' list shows it.
 *
 * @param status {@code pending} (due at {@code nextAttemptAt}), {@code sending}, {@code succeeded} or {@code failed} (for good)
 */
public record WebhookDelivery(String id, String endpointId, String eventId, String eventType, String status, int attempts,
                              Integer responseStatus, Integer durationMs, String lastError, Instant lastAttemptAt,
                              Instant nextAttemptAt, Instant createdAt) {
}
