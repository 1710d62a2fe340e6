package app.assessment.adapters.payment.asaas;

import app.assessment.adapters.payment.asaas.AsaasJson.WebhookEvent;
import app.assessment.adapters.payment.asaas.AsaasJson.WebhookPayment;
import app.assessment.application.port.in.payment.ReceiveProviderEventUseCase;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.metrics.OperationalMetrics;
import app.assessment.application.port.in.payment.ReceiveProviderEventUseCase.ProviderEvent;
import app.assessment.domain.shared.DomainException;
import io.vertx.core.http.HttpServerRequest;
import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import java.time.LocalDateTime;
import java.util.Locale;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * Asaas' webhook (docs/api.md §4). It belongs to the provider, so it lives with the provider's
 * adapter; the work is one short use case, well inside Asaas' 10-second timeout.
 */
@Path("/api/webhooks/asaas")
@Tag(name = "Payments")
@PermitAll
@AsaasWebhookSecured
public class AsaasWebhookResource {

    private final ReceiveProviderEventUseCase events;
    private final Clock clock;
    private final OperationalMetrics metrics;

    public AsaasWebhookResource(ReceiveProviderEventUseCase events, Clock clock, OperationalMetrics metrics) {
        this.events = events;
        this.clock = clock;
        this.metrics = metrics;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "Payment events from Asaas", description = "Header `asaas-access-token` must equal the configured token "
            + "(401 otherwise, nothing changes). Body `{id, event, dateCreated, payment: {id, status, externalReference, "
            + "paymentDate}}`. The event applies to the charge whose Asaas id it names (every Asaas id a charge ever had is "
            + "kept); an event about an earlier charge of the assignment is stored and changes nothing. PAYMENT_RECEIVED and "
            + "PAYMENT_CONFIRMED mark the charge paid (`paidAt`: the event's `dateCreated` when on the payment day, else the "
            + "payment day at that time, never before the charge was created); PAYMENT_DELETED and PAYMENT_REFUNDED cancel "
            + "it; PAYMENT_RESTORED, PAYMENT_RECEIVED_IN_CASH_UNDONE and PAYMENT_UPDATED have the charge asked about again. "
            + "Every authenticated event with an `id` and an `event` is stored once and answered 200 `{ok: true}`, including "
            + "repeats, unknown events, unknown charges and over-long fields (stored cut to 200 characters); a repeated `id` "
            + "has no effect. Malformed JSON, or no `id` or `event`, is 400.")
    public Map<String, Boolean> receive(WebhookEvent body, @Context HttpServerRequest request) {
        ProviderEvent event;
        try {
            event = eventOf(body, request);
        } catch (DomainException invalid) {
            metrics.providerEvent("rejected");
            throw invalid;
        }
        metrics.providerEvent(events.receive(event).name().toLowerCase(Locale.ROOT));
        return Map.of("ok", true);
    }

    private ProviderEvent eventOf(WebhookEvent body, HttpServerRequest request) {
        if (body == null) {
            throw DomainException.invalid("id", "is required");
        }
        WebhookPayment payment = body.payment();
        LocalDateTime eventTime = AsaasDates.eventTime(body.dateCreated(), clock.now());
        return new ProviderEvent(body.id(), body.event(), AsaasOutcomes.ofEvent(body.event()),
                payment == null ? null : payment.id(), payment == null ? null : payment.externalReference(),
                payment == null ? null
                        : AsaasDates.paidAt(payment.paymentDate(), payment.clientPaymentDate(), payment.confirmedDate(), eventTime),
                request.remoteAddress() == null ? null : request.remoteAddress().hostAddress());
    }
}
