package app.assessment.application.fakes;

import app.assessment.application.port.in.ResultPage;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.out.webhook.WebhookDelivery;
import app.assessment.application.port.out.webhook.WebhookOutbox;
import app.assessment.domain.webhook.WebhookEventType;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Records published events; claims what a test queued with {@link #queue}, and keeps the outcomes recorded. */
public class RecordingWebhookOutbox implements WebhookOutbox {

    public record Published(String eventId, String organizationId, WebhookEventType type, Map<String, Object> data) {
    }

    public final List<Published> published = new ArrayList<>();
    public final List<Claimed> queued = new ArrayList<>();
    public final List<Outcome> outcomes = new ArrayList<>();

    public void queue(Claimed claimed) {
        queued.add(claimed);
    }

    @Override
    public void publish(String eventId, String organizationId, WebhookEventType type, Instant at, Map<String, Object> data) {
        published.add(new Published(eventId, organizationId, type, data));
    }

    @Override
    public String publishTo(String eventId, String organizationId, String endpointId, WebhookEventType type, Instant at,
                            Map<String, Object> data) {
        published.add(new Published(eventId, organizationId, type, data));
        return "whd_" + eventId;
    }

    @Override
    public List<Claimed> claimDue(Instant now, int limit, Duration lease, int perEndpoint) {
        List<Claimed> batch = new ArrayList<>(queued.subList(0, Math.min(limit, queued.size())));
        queued.removeAll(batch);
        return batch;
    }

    @Override
    public List<Disabled> record(List<Outcome> outcomes, Instant now, Duration disableAfter) {
        this.outcomes.addAll(outcomes);
        return List.of();
    }

    @Override
    public ResultPage<WebhookDelivery> deliveries(String organizationId, String endpointId, PageRequest page) {
        return ResultPage.of(List.of(), 0, page);
    }

    @Override
    public Optional<WebhookDelivery> delivery(String organizationId, String endpointId, String deliveryId) {
        return Optional.empty();
    }

    @Override
    public void retryNow(String deliveryId, Instant now) {
    }
}
