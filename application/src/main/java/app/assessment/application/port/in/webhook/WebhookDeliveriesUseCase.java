package app.assessment.application.port.in.webhook;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.ResultPage;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.out.webhook.WebhookDelivery;

/** What became of an endpoint's deliveries, a retry by hand, and a test event. */
public interface WebhookDeliveriesUseCase {

    ResultPage<WebhookDelivery> deliveries(Caller caller, String endpointId, PageRequest page);

    /** Due at once again, whatever its status; its attempts start over. */
    WebhookDelivery retry(Caller caller, String endpointId, String deliveryId);

    /** Queues a {@code webhook.test} event for this endpoint alone (enabled or not). */
    WebhookDelivery test(Caller caller, String endpointId);
}
