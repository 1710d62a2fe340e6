package app.assessment.adapters.rest.auth;

import app.assessment.adapters.rest.security.KeyForbidden;
import app.assessment.domain.shared.DomainException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.security.Authenticated;
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
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** "Log out everywhere" (docs/api.md §5), beside the sign-in routes where clients look for it. */
@Authenticated
@Path("/api/auth/logout-all")
@Tag(name = "Authentication")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.WILDCARD)
@KeyForbidden
public class LogOutEverywhereResource {

    private final LogOutEverywhereUseCase logOutEverywhere;
    private final CurrentUser currentUser;
    private final HttpServerRequest request;
    private final ObjectMapper json;
    private final SessionCookies cookies;

    public LogOutEverywhereResource(LogOutEverywhereUseCase logOutEverywhere, CurrentUser currentUser, HttpServerRequest request,
                                    ObjectMapper json, SessionCookies cookies) {
        this.json = json;
        this.cookies = cookies;
        this.logOutEverywhere = logOutEverywhere;
        this.currentUser = currentUser;
        this.request = request;
    }

    @POST
    @Operation(summary = "Log out everywhere", description = "Ends every session of the caller: the session version grows, so "
            + "every token issued so far is refused at once, this one included (its cookie is cleared). With "
            + "`{\"keepCurrent\": true}` every other session is revoked and this one stays. `{ok: true, ended}`: how many "
            + "sessions ended. The body is optional.")
    @RequestBody(required = false, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = LogOutEverywhereRequest.class)))
    public Response logOutEverywhere(String body) {
        boolean keepCurrent = keepCurrent(body);
        int ended = logOutEverywhere.logOutEverywhere(currentUser.caller(), currentUser.principal().sessionId(), keepCurrent);
        Response.ResponseBuilder response = Response.ok(Map.of("ok", true, "ended", ended));
        return keepCurrent ? response.build() : response.header(HttpHeaders.SET_COOKIE, cookies.clearSession(request)).build();
    }

    /** Read by hand so that a bodiless POST, whatever Content-Type a client's fetch puts on it, is simply "keep nothing". */
    private boolean keepCurrent(String body) {
        if (body == null || body.isBlank()) {
            return false;
        }
        try {
            LogOutEverywhereRequest request = json.readValue(body, LogOutEverywhereRequest.class);
            return request != null && Boolean.TRUE.equals(request.keepCurrent());
        } catch (JsonProcessingException e) {
            throw DomainException.invalid("body", "must be JSON like {\"keepCurrent\": true}");
        }
    }

    @Schema(description = "`keepCurrent` (default false): keep the session of this request signed in.")
    public record LogOutEverywhereRequest(Boolean keepCurrent) {
    }
}
