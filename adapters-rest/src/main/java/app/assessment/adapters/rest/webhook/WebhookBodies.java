package app.assessment.adapters.rest.webhook;

import app.assessment.application.port.in.webhook.ManageWebhooksUseCase;
import app.assessment.application.port.out.webhook.WebhookDelivery;
import app.assessment.domain.webhook.WebhookEndpoint;
import app.assessment.domain.webhook.WebhookEventType;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.List;

/** Request and response bodies of /api/admin/webhooks. */
final class WebhookBodies {

    private WebhookBodies() {
    }

    record WebhookRequest(String url, List<String> events, Boolean enabled, String description) {
        ManageWebhooksUseCase.WebhookInput input() {
            return new ManageWebhooksUseCase.WebhookInput(url, events, enabled, description);
        }
    }

    /** @param secret only in the answers of creation and rotation */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record WebhookResponse(String id, String url, List<String> events, boolean enabled, String description, String disabledReason,
                           Instant createdAt, Instant updatedAt, String secret) {

        static WebhookResponse from(WebhookEndpoint e) {
            return from(e, null);
        }

        static WebhookResponse from(WebhookEndpoint e, String secret) {
            return new WebhookResponse(e.id(), e.url(), e.events().stream().map(WebhookEventType::wireValue).toList(), e.enabled(),
                    e.description(), e.disabledReason(), e.createdAt(), e.updatedAt(), secret);
        }
    }

    record WebhookList(List<WebhookResponse> items, long total, int page) {
    }

    record DeliveryResponse(String id, String eventId, String eventType, String status, int attempts, Integer responseStatus,
                            Integer durationMs, String lastError, Instant lastAttemptAt, Instant nextAttemptAt, Instant createdAt) {
        static DeliveryResponse from(WebhookDelivery d) {
            return new DeliveryResponse(d.id(), d.eventId(), d.eventType(), d.status(), d.attempts(), d.responseStatus(),
                    d.durationMs(), d.lastError(), d.lastAttemptAt(), d.nextAttemptAt(), d.createdAt());
        }
    }

    record DeliveryList(List<DeliveryResponse> items, long total, int page) {
    }
}
