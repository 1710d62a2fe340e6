package app.assessment.application.service.webhook;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.ResultPage;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.in.webhook.ManageWebhooksUseCase;
import app.assessment.application.port.in.webhook.WebhookDeliveriesUseCase;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.webhook.WebhookDelivery;
import app.assessment.application.port.out.webhook.WebhookEndpointRepository;
import app.assessment.application.port.out.webhook.WebhookOutbox;
import app.assessment.application.port.out.webhook.WebhookSettings;
import app.assessment.application.port.out.webhook.WebhookTransport;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.webhook.WebhookEndpoint;
import app.assessment.domain.webhook.WebhookEventType;
import app.assessment.domain.webhook.WebhookSecret;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * An organization's webhook endpoints. The URL is checked at save (form and every address it
 * resolves to) and again by the transport at each connection. A secret appears once, in the
 * answer that made it, and never in an audit entry.
 */
@ApplicationScoped
public class WebhookService implements ManageWebhooksUseCase, WebhookDeliveriesUseCase {

    private static final SecureRandom RANDOM = new SecureRandom();

    private final WebhookEndpointRepository endpoints;
    private final WebhookOutbox outbox;
    private final WebhookTransport transport;
    private final WebhookSettings settings;
    private final AuditTrail audit;
    private final IdGenerator ids;
    private final Clock clock;

    public WebhookService(WebhookEndpointRepository endpoints, WebhookOutbox outbox, WebhookTransport transport,
                          WebhookSettings settings, AuditTrail audit, IdGenerator ids, Clock clock) {
        this.endpoints = endpoints;
        this.outbox = outbox;
        this.transport = transport;
        this.settings = settings;
        this.audit = audit;
        this.ids = ids;
        this.clock = clock;
    }

    @Override
    @Transactional
    public ResultPage<WebhookEndpoint> list(Caller caller, PageRequest page) {
        return endpoints.list(caller.organizationId(), page);
    }

    @Override
    @Transactional
    public WebhookEndpoint get(Caller caller, String id) {
        return found(caller, id);
    }

    @Override
    @Transactional
    public WithSecret create(Caller caller, WebhookInput input) {
        Instant now = clock.now();
        WebhookEndpoint endpoint = checked(ids.newId(), caller.organizationId(), input, now, now);
        WebhookSecret secret = newSecret();
        endpoints.insert(endpoint, secret);
        record(caller, now, "webhook.create", endpoint.id(), described(endpoint));
        return new WithSecret(endpoint, secret.value());
    }

    @Override
    @Transactional
    public WebhookEndpoint update(Caller caller, String id, WebhookInput input) {
        WebhookEndpoint before = found(caller, id);
        Instant now = clock.now();
        WebhookEndpoint after = checked(id, caller.organizationId(), input, before.createdAt(), now);
        endpoints.update(after);
        record(caller, now, "webhook.update", id, described(after));
        return found(caller, id);
    }

    @Override
    @Transactional
    public void delete(Caller caller, String id) {
        if (!endpoints.delete(caller.organizationId(), id)) {
            throw DomainException.notFound("Webhook");
        }
        record(caller, clock.now(), "webhook.delete", id, Map.of());
    }

    @Override
    @Transactional
    public WithSecret rotateSecret(Caller caller, String id) {
        WebhookEndpoint endpoint = found(caller, id);
        Instant now = clock.now();
        WebhookSecret secret = newSecret();
        endpoints.rotate(caller.organizationId(), id, secret, now.plus(settings.secretOverlap()), now);
        record(caller, now, "webhook.rotate-secret", id, Map.of("previousSecretUntil", now.plus(settings.secretOverlap()).toString()));
        return new WithSecret(endpoint, secret.value());
    }

    @Override
    @Transactional
    public ResultPage<WebhookDelivery> deliveries(Caller caller, String endpointId, PageRequest page) {
        found(caller, endpointId);
        return outbox.deliveries(caller.organizationId(), endpointId, page);
    }

    @Override
    @Transactional
    public WebhookDelivery retry(Caller caller, String endpointId, String deliveryId) {
        found(caller, endpointId);
        WebhookDelivery delivery = outbox.delivery(caller.organizationId(), endpointId, deliveryId)
                .orElseThrow(() -> DomainException.notFound("Delivery"));
        outbox.retryNow(delivery.id(), clock.now());
        record(caller, clock.now(), "webhook.delivery.retry", endpointId, Map.of("deliveryId", deliveryId));
        return outbox.delivery(caller.organizationId(), endpointId, deliveryId).orElseThrow();
    }

    @Override
    @Transactional
    public WebhookDelivery test(Caller caller, String endpointId) {
        WebhookEndpoint endpoint = found(caller, endpointId);
        Instant now = clock.now();
        String deliveryId = outbox.publishTo(WebhookEvents.eventId(ids), caller.organizationId(), endpoint.id(),
                WebhookEventType.TEST, now, WebhookEvents.data("webhookId", endpoint.id(), "message", "A test event sent on request"));
        return outbox.delivery(caller.organizationId(), endpointId, deliveryId).orElseThrow();
    }

    private WebhookEndpoint found(Caller caller, String id) {
        return endpoints.find(caller.organizationId(), id).orElseThrow(() -> DomainException.notFound("Webhook"));
    }

    private WebhookEndpoint checked(String id, String organizationId, WebhookInput input, Instant createdAt, Instant now) {
        if (input == null) {
            throw DomainException.invalidRequest("The body must be a JSON object with url and events");
        }
        String url = input.url() == null ? null : input.url().trim();
        transport.refuse(url).ifPresent(reason -> {
            throw DomainException.invalid("url", reason);
        });
        if (input.events() == null || input.events().isEmpty()) {
            throw DomainException.invalid("events", "must name at least one of " + subscribable());
        }
        LinkedHashSet<WebhookEventType> events = new LinkedHashSet<>();
        for (String wire : input.events()) {
            events.add(WebhookEventType.subscribable(wire)
                    .orElseThrow(() -> DomainException.invalid("events", "must each be one of " + subscribable())));
        }
        String description = input.description() == null || input.description().isBlank() ? null : input.description().trim();
        if (description != null && description.length() > WebhookEndpoint.MAX_DESCRIPTION) {
            throw DomainException.invalid("description", "must be at most " + WebhookEndpoint.MAX_DESCRIPTION + " characters");
        }
        return new WebhookEndpoint(id, organizationId, url, new ArrayList<>(events), input.enabled() == null || input.enabled(),
                description, null, createdAt, now);
    }

    private static List<String> subscribable() {
        return java.util.Arrays.stream(WebhookEventType.values()).filter(WebhookEventType::subscribable)
                .map(WebhookEventType::wireValue).toList();
    }

    private static WebhookSecret newSecret() {
        byte[] key = new byte[WebhookSecret.KEY_BYTES];
        RANDOM.nextBytes(key);
        return WebhookSecret.of(key);
    }

    private static Map<String, Object> described(WebhookEndpoint endpoint) {
        Map<String, Object> changes = new LinkedHashMap<>();
        changes.put("url", WebhookEndpoint.shownUrl(endpoint.url()));
        changes.put("events", endpoint.events().stream().map(WebhookEventType::wireValue).toList());
        changes.put("enabled", endpoint.enabled());
        changes.put("description", endpoint.description());
        return changes;
    }

    private void record(Caller caller, Instant at, String action, String id, Map<String, Object> changes) {
        audit.record(new AuditEntry(at, caller.actor(), action, "Webhook", id, changes));
    }
}
