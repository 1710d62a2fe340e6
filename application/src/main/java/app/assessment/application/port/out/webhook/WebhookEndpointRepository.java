package app.assessment.application.port.out.webhook;

import app.assessment.application.port.in.ResultPage;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.domain.webhook.WebhookEndpoint;
import app.assessment.domain.webhook.WebhookSecret;
import java.time.Instant;
import java.util.Optional;

/** The webhook_endpoints table; every read and write is bounded by the organization. */
public interface WebhookEndpointRepository {

    void insert(WebhookEndpoint endpoint, WebhookSecret secret);

    Optional<WebhookEndpoint> find(String organizationId, String id);

    ResultPage<WebhookEndpoint> list(String organizationId, PageRequest page);

    /** Writes url, events, enabled, description and updatedAt; enabling clears the failure record. */
    void update(WebhookEndpoint endpoint);

    boolean delete(String organizationId, String id);

    /** The current secret becomes the previous one, signing alongside {@code secret} until {@code previousUntil}. */
    void rotate(String organizationId, String id, WebhookSecret secret, Instant previousUntil, Instant now);
}
