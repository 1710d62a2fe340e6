package app.assessment.adapters.rest.notification;

import app.assessment.adapters.rest.security.KeyForbidden;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.adapters.rest.shared.Paging;
import app.assessment.adapters.rest.shared.QueryValues;
import app.assessment.application.port.in.notification.NotificationInboxUseCases;
import app.assessment.application.port.in.shared.PageRequest;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The signed-in user's own in-app notifications (docs/api.md §8). */
@Path("/api/notifications")
@Tag(name = "Notifications")
@Produces(MediaType.APPLICATION_JSON)
@KeyForbidden
public class NotificationResource {

    private final NotificationInboxUseCases inbox;
    private final CurrentUser currentUser;

    public NotificationResource(NotificationInboxUseCases inbox, CurrentUser currentUser) {
        this.inbox = inbox;
        this.currentUser = currentUser;
    }

    @GET
    @Operation(summary = "My in-app notifications", description = "Newest first; `page` (default 1), `limit` (default 20, at "
            + "most 100), `unreadOnly`. `items` (`id`, `type`, `title`, `body`, `createdAt`, `readAt`), `unreadCount` (all "
            + "unread, whatever the filter), `page`, and `hasMore`: whether the next page has any. No total (ADR 0038).")
    public NotificationBodies.Inbox list(@QueryParam("page") String page, @QueryParam("limit") String limit,
                                         @QueryParam("unreadOnly") String unreadOnly) {
        PageRequest request = Paging.byLimit(page, limit);
        var result = inbox.list(currentUser.caller(), Boolean.TRUE.equals(QueryValues.bool("unreadOnly", unreadOnly)), request);
        return new NotificationBodies.Inbox(result.items().stream().map(NotificationBodies.InboxItem::from).toList(),
                result.unreadCount(), request.page(), result.hasMore());
    }

    @POST
    @Path("/{id}/read")
    @Operation(summary = "Mark one of my notifications read", description = "`{ok: true}`; reading it again keeps the first "
            + "`readAt`. Another user's notification is 404.")
    public NotificationBodies.Ok read(@PathParam("id") String id) {
        inbox.markRead(currentUser.caller(), id);
        return new NotificationBodies.Ok(true);
    }

    @POST
    @Path("/read-all")
    @Operation(summary = "Mark all my notifications read", description = "`{ok: true, count}`: how many were unread.")
    public NotificationBodies.ReadAll readAll() {
        return new NotificationBodies.ReadAll(true, inbox.markAllRead(currentUser.caller()));
    }
}
