package app.assessment.adapters.rest.audit;

import app.assessment.adapters.rest.security.KeyForbidden;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.domain.shared.DomainException;
import io.vertx.core.http.HttpServerResponse;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.sse.Sse;
import jakarta.ws.rs.sse.SseEventSink;
import java.util.regex.Pattern;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** New audit entries as server-sent events, on every instance (docs/api.md §8, ADR 0019). */
@Path("/api/admin/logs")
@Tag(name = "Audit log")
@RolesAllowed({"ADMIN", "SUPER_ADMIN"})
@KeyForbidden
public class AuditStreamResource {

    private static final Pattern SEQUENCE = Pattern.compile("\\d{1,18}");

    private final AuditStreams streams;
    private final CurrentUser currentUser;

    public AuditStreamResource(AuditStreams streams, CurrentUser currentUser) {
        this.streams = streams;
        this.currentUser = currentUser;
    }

    @GET
    @Path("/stream")
    @Produces(MediaType.SERVER_SENT_EVENTS)
    @Operation(summary = "Live audit log (server-sent events)", description = AuditResource.SCOPE + AuditResource.FILTERS
            + "Session cookie (a browser EventSource sends it) or `Authorization: Bearer`. Each committed entry is one event: "
            + "`id:` its sequence, `event: audit`, `data:` the entry as in the list. The stream opens with a comment and a "
            + "`retry:` hint. Resume with `Last-Event-ID` (or `?after=<sequence>`): what was missed is replayed from the log "
            + "first, at most `AUDIT_STREAM_MAX_REPLAY` entries (default 1,000; when more were missed the stream ends after "
            + "them and the client's reconnect continues), then live entries follow, none missing and none twice. A comment "
            + "every `AUDIT_STREAM_HEARTBEAT` (15 s) keeps proxies from closing an idle stream. A client that falls "
            + "`AUDIT_STREAM_BUFFER` events behind is cut off (it resumes with Last-Event-ID). The stream ends when the "
            + "session is revoked or expires, or the user loses the role (checked every `AUDIT_STREAM_RECHECK`), and at "
            + "shutdown with a `retry:` hint. More than `AUDIT_STREAM_MAX_PER_USER` (5) open streams of one user or "
            + "`AUDIT_STREAM_MAX_PER_INSTANCE` (1,000) on one instance is 429 `RATE_LIMITED` with Retry-After. A malformed "
            + "`Last-Event-ID` or `after` is 400.")
    @APIResponse(responseCode = "200", description = "The event stream; it stays open until one of the ends above.",
            content = @Content(mediaType = MediaType.SERVER_SENT_EVENTS, schema = @Schema(type = SchemaType.STRING)))
    public void stream(@Context SseEventSink sink, @Context Sse sse, @Context HttpServerResponse response,
                       @BeanParam AuditParameters filters, @HeaderParam("Last-Event-ID") String lastEventId,
                       @QueryParam("after") String after) {
        Long resumeAfter = lastEventId != null && !lastEventId.isBlank() ? sequence("Last-Event-ID", lastEventId)
                : sequence("after", after);
        streams.open(currentUser.caller(), currentUser.principal(), filters.query(), resumeAfter, sink, sse, response);
    }

    private static Long sequence(String name, String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        if (!SEQUENCE.matcher(value.strip()).matches()) {
            throw DomainException.invalid(name, "must be the id of an event of this stream");
        }
        return Long.valueOf(value.strip());
    }
}
