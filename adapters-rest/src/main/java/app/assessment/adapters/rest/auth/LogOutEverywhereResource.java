package app.assessment.adapters.rest.auth;

import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.adapters.rest.security.SessionCookies;
import app.assessment.application.port.in.auth.LogOutEverywhereUseCase;
import io.vertx.core.http.HttpServerRequest;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** "Log out everywhere" (CONTRACT §5), beside the sign-in routes where clients look for it. */
@Path("/api/auth/logout-all")
@Tag(name = "Authentication")
@Produces(MediaType.APPLICATION_JSON)
@Consumes({MediaType.APPLICATION_JSON, MediaType.WILDCARD})
public class LogOutEverywhereResource {

    private final LogOutEverywhereUseCase logOutEverywhere;
    private final CurrentUser currentUser;
    private final HttpServerRequest request;

    public LogOutEverywhereResource(LogOutEverywhereUseCase logOutEverywhere, CurrentUser currentUser, HttpServerRequest request) {
        this.logOutEverywhere = logOutEverywhere;
        this.currentUser = currentUser;
        this.request = request;
    }

    @POST
    @Operation(summary = "Log out everywhere", description = "Ends every session of the caller: the session version grows, so "
            + "every token issued so far is refused at once, this one included (its cookie is cleared). With "
            + "`{\"keepCurrent\": true}` every other session is revoked and this one stays. `{ok: true, ended}`: how many "
            + "sessions ended. The body is optional.")
    public Response logOutEverywhere(LogOutEverywhereRequest body) {
        boolean keepCurrent = body != null && Boolean.TRUE.equals(body.keepCurrent());
        int ended = logOutEverywhere.logOutEverywhere(currentUser.caller(), currentUser.principal().sessionId(), keepCurrent);
        Response.ResponseBuilder response = Response.ok(Map.of("ok", true, "ended", ended));
        return keepCurrent ? response.build() : response.header(HttpHeaders.SET_COOKIE, SessionCookies.clearSession(request)).build();
    }

    @Schema(description = "`keepCurrent` (default false): keep the session of this request signed in.")
    public record LogOutEverywhereRequest(Boolean keepCurrent) {
    }
}
