package app.assessment.adapters.rest.webhook;

import app.assessment.adapters.rest.idempotency.Idempotent;
import app.assessment.adapters.rest.security.KeyForbidden;
import app.assessment.adapters.rest.people.OkResponse;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.adapters.rest.shared.Paging;
import app.assessment.adapters.rest.webhook.WebhookBodies.DeliveryList;
import app.assessment.adapters.rest.webhook.WebhookBodies.DeliveryResponse;
import app.assessment.adapters.rest.webhook.WebhookBodies.WebhookList;
import app.assessment.adapters.rest.webhook.WebhookBodies.WebhookRequest;
import app.assessment.adapters.rest.webhook.WebhookBodies.WebhookResponse;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.in.webhook.ManageWebhooksUseCase;
import app.assessment.application.port.in.webhook.WebhookDeliveriesUseCase;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.ResponseStatus;

@Path("/api/admin/webhooks")
@Tag(name = "Webhooks")
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed({"ADMIN", "SUPER_ADMIN"})
@KeyForbidden
public class WebhookResource {

    private static final String BODY = " Body `{url, events, enabled?, description?}`: `url` absolute `https` (plain `http` too when "
            + "`WEBHOOK_ALLOW_PRIVATE_TARGETS=true`), never resolving to a loopback, link-local, private, carrier-grade NAT, "
            + "unspecified or cloud metadata address (400 `url`); `events` one or more of `submission.completed`, "
            + "`submission.graded`, `assignment.created`, `assignment.cancelled`, `payment.paid`, `payment.cancelled`; `enabled` "
            + "default true; `description` at most 500 characters.";

    private final ManageWebhooksUseCase webhooks;
    private final WebhookDeliveriesUseCase deliveries;
    private final CurrentUser currentUser;

    public WebhookResource(ManageWebhooksUseCase webhooks, WebhookDeliveriesUseCase deliveries, CurrentUser currentUser) {
        this.webhooks = webhooks;
        this.deliveries = deliveries;
        this.currentUser = currentUser;
    }

    @GET
    @Operation(summary = "Webhook endpoints of the caller's organization", description = "Oldest first, `page` (default 1) and "
            + "`limit` (default 20, at most 100). Secrets are never listed.")
    public WebhookList list(@QueryParam("page") String page, @QueryParam("limit") String limit) {
        PageRequest request = Paging.byLimit(page, limit);
        var result = webhooks.list(currentUser.caller(), request);
        return new WebhookList(result.items().stream().map(WebhookResponse::from).toList(), result.total(), request.page());
    }

    @Idempotent
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @ResponseStatus(201)
    @Operation(summary = "Add a webhook endpoint", description = "Answers the endpoint with its signing `secret` (`whsec_` and the "
            + "base64 of 32 random bytes), shown this once. Deliveries follow the Standard Webhooks specification (README, "
            + "\"Webhooks\"). Audited, without the secret." + BODY)
    public WebhookResponse create(WebhookRequest body) {
        var created = webhooks.create(currentUser.caller(), body == null ? null : body.input());
        return WebhookResponse.from(created.endpoint(), created.secret());
    }

    @GET
    @Path("/{id}")
    @Operation(summary = "A webhook endpoint", description = "Another organization's endpoint is 404. `disabledReason` says why the "
            + "service disabled it (three days of failed deliveries).")
    public WebhookResponse get(@PathParam("id") String id) {
        return WebhookResponse.from(webhooks.get(currentUser.caller(), id));
    }

    @PUT
    @Path("/{id}")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Change a webhook endpoint", description = "Replaces url, events, enabled and description; enabling an "
            + "endpoint the service disabled clears its failure record. Audited." + BODY)
    public WebhookResponse update(@PathParam("id") String id, WebhookRequest body) {
        return WebhookResponse.from(webhooks.update(currentUser.caller(), id, body == null ? null : body.input()));
    }

    @DELETE
    @Path("/{id}")
    @Operation(summary = "Remove a webhook endpoint", description = "With its deliveries, sent or not. Audited.")
    public OkResponse delete(@PathParam("id") String id) {
        webhooks.delete(currentUser.caller(), id);
        return new OkResponse(true);
    }

    @POST
    @Path("/{id}/rotate-secret")
    @Operation(summary = "Replace the signing secret", description = "Answers the endpoint with its new `secret`, shown this once. "
            + "For 24 hours the old secret keeps signing alongside: `webhook-signature` then carries two `v1,` signatures "
            + "separated by a space, so a receiver may switch at any time in that day. Audited, without either secret.")
    public WebhookResponse rotate(@PathParam("id") String id) {
        var rotated = webhooks.rotateSecret(currentUser.caller(), id);
        return WebhookResponse.from(rotated.endpoint(), rotated.secret());
    }

    @GET
    @Path("/{id}/deliveries")
    @Operation(summary = "Deliveries to a webhook endpoint", description = "Newest first, `page` and `limit` (default 20, at most "
            + "100). Each: `eventId` (the `webhook-id` header), `eventType`, `status` (`pending`, `sending`, `succeeded`, "
            + "`failed` for good), `attempts`, `responseStatus` and `durationMs` of the last attempt, `lastError`, "
            + "`nextAttemptAt` (while pending).")
    public DeliveryList deliveries(@PathParam("id") String id, @QueryParam("page") String page, @QueryParam("limit") String limit) {
        PageRequest request = Paging.byLimit(page, limit);
        var result = deliveries.deliveries(currentUser.caller(), id, request);
        return new DeliveryList(result.items().stream().map(DeliveryResponse::from).toList(), result.total(), request.page());
    }

    @POST
    @Path("/{id}/deliveries/{deliveryId}/retry")
    @Operation(summary = "Send a delivery again now", description = "Whatever its status: it becomes `pending`, due at once, with "
            + "its attempts counted afresh; the same `webhook-id` and body. Audited.")
    public DeliveryResponse retry(@PathParam("id") String id, @PathParam("deliveryId") String deliveryId) {
        return DeliveryResponse.from(deliveries.retry(currentUser.caller(), id, deliveryId));
    }

    @POST
    @Path("/{id}/test")
    @ResponseStatus(202)
    @Operation(summary = "Send a test event", description = "Queues a `webhook.test` event for this endpoint alone (sent while "
            + "it is enabled) and answers its delivery.")
    public DeliveryResponse test(@PathParam("id") String id) {
        return DeliveryResponse.from(deliveries.test(currentUser.caller(), id));
    }
}
