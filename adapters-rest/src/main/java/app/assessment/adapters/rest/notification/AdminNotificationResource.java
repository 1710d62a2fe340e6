package app.assessment.adapters.rest.notification;

import app.assessment.adapters.rest.security.KeyForbidden;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.adapters.rest.shared.Paging;
import app.assessment.adapters.rest.shared.QueryValues;
import app.assessment.application.port.in.notification.NotificationAdministrationUseCases;
import app.assessment.application.port.in.notification.NotificationLogUseCase;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.domain.shared.Check;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.ResponseStatus;

@Path("/api/admin/notifications")
@Tag(name = "Administration")
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed({"ADMIN", "SUPER_ADMIN"})
@KeyForbidden
public class AdminNotificationResource {

    private final NotificationLogUseCase log;
    private final NotificationAdministrationUseCases administration;
    private final CurrentUser currentUser;

    public AdminNotificationResource(NotificationLogUseCase log, NotificationAdministrationUseCases administration,
                                     CurrentUser currentUser) {
        this.log = log;
        this.administration = administration;
        this.currentUser = currentUser;
    }

    @GET
    @Operation(summary = "Notifications of the organization (ADMIN) or of all (SUPER_ADMIN)", description = "Newest first, "
            + "`page` (default 1) and `limit` (default 20, at most 100). Filters: `type` (e.g. `ASSIGNMENT_CREATED`), `channel` "
            + "(`email`, `in_app`), `status` (`scheduled`, `queued`, `sent`, `failed`, `cancelled`, `skipped`), `recipient` (a "
            + "user id or an e-mail address), `from`/`to` (creation time, ISO 8601 or a date), `organizationId` (SUPER_ADMIN; "
            + "an ADMIN asking for another organization gets 404), `batchId` (an announcement's rows). Each item has its recipient, channel, type, status, "
            + "`scheduledFor`, `sentAt`, `attempts`, `lastError`, `batchId` and, for `skipped` or `cancelled`, `skipReason`. Types: "
            + "`ASSIGNMENT_CREATED`, `ASSIGNMENT_REMINDER`, `ASSIGNMENT_CANCELLED`, `PAYMENT_REQUESTED`, `PAYMENT_CONFIRMED`, "
            + "`SUBMISSION_RECEIVED`, `SUBMISSION_GRADED` (to the participant, when the last grade makes a result final), `ANNOUNCEMENT`, "
            + "`PAYMENT_REFUND_DUE` and `WEBHOOK_ENDPOINT_DISABLED` (to the administrators, in the app; the second also by e-mail), and the sign-in mails `SECOND_FACTOR_CODE` (a code for the second factor) "
            + "and `PASSWORD_RESET` (a reset link): these leave at once from their request and are listed once sent, `sent` "
            + "with one attempt; the code or link is never listed (`***` where a template puts it in the subject).")
    public NotificationBodies.Log list(@QueryParam("page") String page, @QueryParam("limit") String limit,
                                       @QueryParam("type") String type, @QueryParam("channel") String channel,
                                       @QueryParam("status") String status, @QueryParam("recipient") String recipient,
                                       @QueryParam("from") String from, @QueryParam("to") String to,
                                       @QueryParam("organizationId") String organizationId,
                                       @QueryParam("batchId") String batchId) {
        PageRequest request = Paging.byLimit(page, limit);
        var result = log.list(currentUser.caller(), new NotificationLogUseCase.Query(QueryValues.text(organizationId),
                QueryValues.text(type), QueryValues.text(channel), QueryValues.text(status), QueryValues.text(recipient),
                QueryValues.instant("from", from), QueryValues.endInstant("to", to), QueryValues.text(batchId)), request);
        return new NotificationBodies.Log(result.items().stream().map(NotificationBodies.LogItem::from).toList(), result.total(),
                request.page());
    }

    @POST
    @RolesAllowed("SUPER_ADMIN")
    @Consumes(MediaType.APPLICATION_JSON)
    @ResponseStatus(202)
    @Operation(summary = "Send or schedule an announcement (SUPER_ADMIN)", description = "`{title, body, channels, organizationId?, "
            + "role?, sendAt?}`. The audience: every active user account of the organization (`organizationId`, default the "
            + "caller's own; unknown: 404), of one `role` only when given (`PROFESSOR`, `ADMIN`, `SUPER_ADMIN`, `STUDENT`); "
            + "students and candidates without an account are not users and are not reached. `channels`: `email`, `in_app` or "
            + "both. `sendAt` in the future (at most a year ahead): `scheduled` then; absent or past: `queued` at once. "
            + "`title` at most 200 characters, `body` at most 5000 (plain text, escaped in the HTML mail). 202 `{batchId, count, recipients, status, "
            + "scheduledFor}`: one notification per recipient and channel, all with `batchId` (filter the list with it; "
            + "`DELETE` it to cancel those not sent yet).")
    @APIResponse(responseCode = "202", description = "Written to the outbox; delivered by the dispatcher",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = NotificationBodies.Announced.class)))
    public NotificationBodies.Announced announce(NotificationBodies.Announce body) {
        NotificationBodies.Announce b = Check.required("body", body);
        var announced = administration.announce(currentUser.caller(), new NotificationAdministrationUseCases.Announcement(
                b.title(), b.body(), b.channels(), b.organizationId(), b.role(), b.sendAt()));
        return new NotificationBodies.Announced(announced.batchId(), announced.count(), announced.recipients(), announced.status(),
                announced.scheduledFor());
    }

    @DELETE
    @Path("/{id}")
    @RolesAllowed("SUPER_ADMIN")
    @Operation(summary = "Cancel a notification not sent yet (SUPER_ADMIN)", description = "`{id}` is a notification's id or an "
            + "announcement's `batchId` (all its rows still `scheduled` or `queued`). `{ok: true}`; it ends `cancelled`. 409 "
            + "`NOTIFICATION_NOT_PENDING` when it is `sent`, `failed`, `cancelled` or `skipped`; 404 for an unknown id. A row a "
            + "dispatcher is sending at that very moment may still leave (it then ends `sent`).")
    public NotificationBodies.Ok cancel(@PathParam("id") String id) {
        administration.cancel(currentUser.caller(), id);
        return new NotificationBodies.Ok(true);
    }

    @POST
    @Path("/{id}/retry")
    @RolesAllowed("SUPER_ADMIN")
    @Operation(summary = "Re-queue a failed notification (SUPER_ADMIN)", description = "`{ok: true}`; the notification is "
            + "`queued`, due at once, with its attempts counted afresh (the back-off starts over). 409 `NOTIFICATION_NOT_FAILED` "
            + "in any other status; 404 for an unknown id.")
    public NotificationBodies.Ok retry(@PathParam("id") String id) {
        administration.retry(currentUser.caller(), id);
        return new NotificationBodies.Ok(true);
    }
}
