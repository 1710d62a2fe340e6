package app.assessment.adapters.rest.user;

import app.assessment.adapters.rest.security.KeyForbidden;
import io.quarkus.security.Authenticated;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.application.port.in.auth.ListSessionsUseCase;
import app.assessment.application.port.in.auth.RevokeSessionUseCase;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The signed-in user's own sessions: where they are signed in, and ending one of them. */
@Authenticated
@Path("/api/user/sessions")
@Tag(name = "Users")
@Produces(MediaType.APPLICATION_JSON)
@KeyForbidden
public class UserSessionsResource {

    private final ListSessionsUseCase listSessions;
    private final RevokeSessionUseCase revokeSession;
    private final CurrentUser currentUser;

    public UserSessionsResource(ListSessionsUseCase listSessions, RevokeSessionUseCase revokeSession, CurrentUser currentUser) {
        this.listSessions = listSessions;
        this.revokeSession = revokeSession;
        this.currentUser = currentUser;
    }

    @GET
    @Operation(summary = "Own active sessions", description = "Newest first. `lastSeenAt` is precise to about a minute (it is "
            + "written at most once a minute per session); `ip` and `userAgent` are those of the sign-in; `current` marks the "
            + "session of this request.")
    public SessionList list() {
        var sessions = listSessions.list(currentUser.caller(), currentUser.principal().sessionId()).stream()
                .map(SessionResponse::from).toList();
        return new SessionList(sessions, sessions.size());
    }

    @DELETE
    @Path("/{id}")
    @Operation(summary = "End one own session", description = "`{ok: true}`; the session's token is refused from the next "
            + "request on. An id that is not one of the caller's live sessions is 404.")
    public Map<String, Object> revoke(@PathParam("id") String id) {
        revokeSession.revoke(currentUser.caller(), id);
        return Map.of("ok", true);
    }

    public record SessionResponse(String id, Instant createdAt, Instant lastSeenAt, String ip, String userAgent, boolean current) {
        static SessionResponse from(ListSessionsUseCase.SessionView s) {
            return new SessionResponse(s.id(), s.createdAt(), s.lastSeenAt(), s.ip(), s.userAgent(), s.current());
        }
    }

    public record SessionList(List<SessionResponse> sessions, int total) {
    }
}
