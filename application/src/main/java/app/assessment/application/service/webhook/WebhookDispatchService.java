package app.assessment.application.service.webhook;

import app.assessment.application.port.in.webhook.DispatchWebhooksUseCase;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.webhook.WebhookOutbox;
import app.assessment.application.port.out.webhook.WebhookOutbox.Claimed;
import app.assessment.application.port.out.webhook.WebhookOutbox.Outcome;
import app.assessment.application.port.out.webhook.WebhookSettings;
import app.assessment.application.port.out.webhook.WebhookTransport;
import app.assessment.domain.webhook.WebhookRetrySchedule;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.DoubleSupplier;

/**
 * The webhook dispatcher, the notifications' one for another channel (docs/adr/0025, 0056): claims
 * due deliveries in a short transaction ({@code FOR UPDATE SKIP LOCKED}, at most
 * {@code perEndpoint} in flight per endpoint across instances), sends them with no transaction open,
 * up to {@code concurrency} at once, and records the outcomes in one statement. Each attempt is
 * signed at send time ({@code webhook-timestamp} is the attempt's, as receivers check it against
 * their clock); the id and the body are the event's, the same on every attempt.
 */
@ApplicationScoped
public class WebhookDispatchService implements DispatchWebhooksUseCase {

    private final WebhookOutbox outbox;
    private final WebhookTransport transport;
    private final WebhookSettings settings;
    private final Clock clock;
    private final ExecutorService senders;
    private final DoubleSupplier jitter;

    private final OutcomeRecorder outcomes;

    /** Writes a batch's outcomes; answers how many endpoints they disabled. */
    interface OutcomeRecorder {
        int record(List<Outcome> outcomes, Instant now);
    }

    @Inject
    public WebhookDispatchService(WebhookOutbox outbox, WebhookTransport transport, WebhookSettings settings, Clock clock,
                                  WebhookOutcomes outcomes) {
        this(outbox, transport, settings, clock, () -> ThreadLocalRandom.current().nextDouble(), outcomes::record);
    }

    WebhookDispatchService(WebhookOutbox outbox, WebhookTransport transport, WebhookSettings settings, Clock clock,
                           DoubleSupplier jitter, OutcomeRecorder outcomes) {
        this.outcomes = outcomes;
        this.outbox = outbox;
        this.transport = transport;
        this.settings = settings;
        this.clock = clock;
        this.jitter = jitter;
        this.senders = Executors.newFixedThreadPool(settings.concurrency(), runnable -> {
            Thread thread = new Thread(runnable, "webhook-sender");
            thread.setDaemon(true);
            return thread;
        });
    }

    @Override
    public Report dispatch() {
        int delivered = 0;
        int retried = 0;
        int failed = 0;
        int disabled = 0;
        int claimed = 0;
        while (claimed < settings.maxPerRun()) {
            List<Claimed> batch = outbox.claimDue(clock.now(), Math.min(settings.batchSize(), settings.maxPerRun() - claimed),
                    settings.claimLease(), settings.perEndpoint());
            if (batch.isEmpty()) {
                break;
            }
            claimed += batch.size();
            List<CompletableFuture<Outcome>> sending = new ArrayList<>();
            for (Claimed delivery : batch) {
                sending.add(CompletableFuture.supplyAsync(() -> deliver(delivery), senders));
            }
            List<Outcome> outcomes = sending.stream().map(CompletableFuture::join).toList();
            disabled += this.outcomes.record(outcomes, clock.now());
            for (Outcome outcome : outcomes) {
                if (outcome.succeeded()) {
                    delivered++;
                } else if (outcome.nextAttemptAt() != null) {
                    retried++;
                } else {
                    failed++;
                }
            }
        }
        return new Report(delivered, retried, failed, disabled);
    }

    Outcome deliver(Claimed delivery) {
        Instant now = clock.now();
        long timestamp = now.getEpochSecond();
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("webhook-id", delivery.eventId());
        headers.put("webhook-timestamp", Long.toString(timestamp));
        headers.put("webhook-signature", WebhookSignature.header(delivery.secrets(), delivery.eventId(), timestamp, delivery.body()));
        headers.put("content-type", "application/json");
        WebhookTransport.Response response = transport.post(delivery.url(), headers, delivery.body());
        if (response.succeeded()) {
            return new Outcome(delivery.id(), delivery.endpointId(), true, response.status(), response.durationMs(), null, null);
        }
        String error = response.error() != null ? response.error() : "HTTP " + response.status();
        Instant next = WebhookRetrySchedule.nextAttempt(delivery.attempts(), clock.now(), jitter.getAsDouble()).orElse(null);
        return new Outcome(delivery.id(), delivery.endpointId(), false, response.status(), response.durationMs(), error, next);
    }
}
