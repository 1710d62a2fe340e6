package app.assessment.application.port.in.webhook;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.ResultPage;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.domain.webhook.WebhookEndpoint;
import java.util.List;

/** An organization's webhook endpoints (administrators); another organization's endpoint is not found. */
public interface ManageWebhooksUseCase {

    ResultPage<WebhookEndpoint> list(Caller caller, PageRequest page);

    WebhookEndpoint get(Caller caller, String id);

    /** @return the endpoint and its secret, which is never shown again */
    WithSecret create(Caller caller, WebhookInput input);

    WebhookEndpoint update(Caller caller, String id, WebhookInput input);

    void delete(Caller caller, String id);

    /** A new secret; the old one keeps signing alongside for a day. */
    WithSecret rotateSecret(Caller caller, String id);

    /**
     * @param enabled null for every field: a PUT names them all; {@code events} are wire names, checked here
     */
    record WebhookInput(String url, List<String> events, Boolean enabled, String description) {
    }

    record WithSecret(WebhookEndpoint endpoint, String secret) {
    }
}
