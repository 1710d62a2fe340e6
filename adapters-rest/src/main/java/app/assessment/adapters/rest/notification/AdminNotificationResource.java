package app.assessment.adapters.rest.notification;

import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.adapters.rest.shared.QueryValues;
import app.assessment.application.port.in.notification.NotificationLogUseCase;
import app.assessment.application.port.in.shared.PageRequest;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/admin/notifications")
@Tag(name = "Administration")
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed({"ADMIN", "SUPER_ADMIN"})
public class AdminNotificationResource {

    private final NotificationLogUseCase log;
    private final CurrentUser currentUser;

    public AdminNotificationResource(NotificationLogUseCase log, CurrentUser currentUser) {
        this.log = log;
        this.currentUser = currentUser;
    }

    @GET
    @Operation(summary = "Notifications of the organization (ADMIN) or of all (SUPER_ADMIN)", description = "Newest first, "
            + "`page` (default 1) and `limit` (default 20, at most 100). Filters: `type` (e.g. `ASSIGNMENT_CREATED`), `channel` "
            + "(`email`, `in_app`), `status` (`scheduled`, `queued`, `sent`, `failed`, `cancelled`, `skipped`), `recipient` (a "
            + "user id or an e-mail address), `from`/`to` (creation time, ISO 8601 or a date), `organizationId` (SUPER_ADMIN; "
            + "an ADMIN asking for another organization gets 404). Each item has its recipient, channel, type, status, "
            + "`scheduledFor`, `sentAt`, `attempts`, `lastError` and, for `skipped` or `cancelled`, `skipReason`.")
    public NotificationBodies.Log list(@QueryParam("page") String page, @QueryParam("limit") String limit,
                                       @QueryParam("type") String type, @QueryParam("channel") String channel,
                                       @QueryParam("status") String status, @QueryParam("recipient") String recipient,
                                       @QueryParam("from") String from, @QueryParam("to") String to,
                                       @QueryParam("organizationId") String organizationId) {
        PageRequest request = PageRequest.of(QueryValues.integer("page", page), QueryValues.integer("limit", limit));
        var result = log.list(currentUser.caller(), new NotificationLogUseCase.Query(QueryValues.text(organizationId),
                QueryValues.text(type), QueryValues.text(channel), QueryValues.text(status), QueryValues.text(recipient),
                QueryValues.instant("from", from), QueryValues.endInstant("to", to)), request);
        return new NotificationBodies.Log(result.items().stream().map(NotificationBodies.LogItem::from).toList(), result.total(),
                request.page());
    }
}
