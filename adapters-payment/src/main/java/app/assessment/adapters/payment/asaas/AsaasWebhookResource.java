package app.assessment.adapters.payment.asaas;

import app.assessment.adapters.payment.asaas.AsaasJson.WebhookEvent;
import app.assessment.adapters.payment.asaas.AsaasJson.WebhookPayment;
import app.assessment.application.port.in.payment.ReceiveProviderEventUseCase;
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
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * Asaas' webhook (CONTRACT §4). It belongs to the provider, so it lives with the provider's
 * adapter; the work is one short use case, well inside Asaas' 10-second timeout.
 */
@Path("/api/webhooks/asaas")
@Tag(name = "Payments")
@PermitAll
@AsaasWebhookSecured
public class AsaasWebhookResource {

    private final ReceiveProviderEventUseCase events;

    public AsaasWebhookResource(ReceiveProviderEventUseCase events) {
        this.events = events;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "Payment events from Asaas", description = "Header `asaas-access-token` must equal the configured token "
            + "(401 otherwise, nothing changes). Body `{id, event, payment: {id, status, externalReference, paymentDate}}`. "
            + "PAYMENT_RECEIVED and PAYMENT_CONFIRMED mark the charge paid; PAYMENT_DELETED and PAYMENT_REFUNDED cancel it. "
            + "Every authenticated, well-formed event is stored once by its `id` and answered 200 `{ok: true}`, including "
            + "repeats, unknown events and unknown charges; a repeated `id` has no effect. Malformed JSON, or no `id` or "
            + "`event`, is 400.")
    public Map<String, Boolean> receive(WebhookEvent body, @Context HttpServerRequest request) {
        if (body == null) {
            throw DomainException.invalid("id: is required");
        }
        WebhookPayment payment = body.payment();
        events.receive(new ProviderEvent(body.id(), body.event(), payment == null ? null : payment.id(),
                payment == null ? null : payment.externalReference(),
                payment == null ? null : AsaasDates.paidAt(payment.paymentDate(), payment.clientPaymentDate(), payment.confirmedDate()),
                request.remoteAddress() == null ? null : request.remoteAddress().hostAddress()));
        return Map.of("ok", true);
    }
}
