package app.assessment.adapters.rest.statistics;

import app.assessment.adapters.rest.security.KeyScope;
import app.assessment.domain.apikey.ApiScope;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.statistics.FormStatisticsUseCase;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.statistics.AttemptSelection;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.sse.Sse;
import jakarta.ws.rs.sse.SseEventSink;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Pattern;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * The statistics report, sent again whenever it changes (issue 46, ADR 0055). Woken by the audit
 * log's feed (PostgreSQL LISTEN/NOTIFY, ADR 0019), since every write that moves the sums audits in its
 * transaction; each wake reads the form's version (its test rows: one per set of selections and stripe)
 * and reads and sends the report only when it moved. Wakes that arrive while a check is queued fold into
 * it. A keep-alive comment goes out every {@code AUDIT_STREAM_HEARTBEAT}.
 */
@Path("/api/forms/{id}/statistics/stream")
@Tag(name = "Statistics")
@RolesAllowed({"PROFESSOR", "ADMIN", "SUPER_ADMIN"})
public class StatisticsStreamResource {

    private static final long RETRY_MILLIS = 3000;
    private static final Pattern VERSION = Pattern.compile("\\d{1,18}");

    private final FormStatisticsUseCase statistics;
    private final CurrentUser currentUser;
    private final ObjectMapper json;
    private final StatisticsStreamChecks checks;

    public StatisticsStreamResource(FormStatisticsUseCase statistics, CurrentUser currentUser, ObjectMapper json,
                                    StatisticsStreamChecks checks) {
        this.statistics = statistics;
        this.currentUser = currentUser;
        this.json = json;
        this.checks = checks;
    }

    @KeyScope(ApiScope.RESULTS_READ)
    @GET
    @Produces(MediaType.SERVER_SENT_EVENTS)
    @Operation(summary = "The statistics report, live (server-sent events)", description = StatisticsResource.SCOPE
            + "Each event is `event: statistics`, `id:` the report's `version`, `data:` the report as `GET .../statistics` "
            + "answers it (`attempts` as there; no `from`/`to`). The stream opens with a comment and a `retry:` hint; the current report is sent at once, unless `Last-Event-ID` "
            + "names its version; then a new one within a second of each commit that changes it, on any instance; a "
            + "`keep-alive` comment every `AUDIT_STREAM_HEARTBEAT` (15 s) while nothing changes. A "
            + "malformed `Last-Event-ID` is 400.")
    @APIResponse(responseCode = "200", description = "The event stream",
            content = @Content(mediaType = MediaType.SERVER_SENT_EVENTS, schema = @Schema(type = SchemaType.STRING)))
    public void stream(@PathParam("id") String id, @QueryParam("attempts") String attempts,
                       @HeaderParam("Last-Event-ID") String lastEventId, @Context SseEventSink sink, @Context Sse sse) {
        AttemptSelection selection = AttemptSelection.fromWire("attempts", attempts);
        long resumeAt = lastEventId == null || lastEventId.isBlank() ? -1 : version(lastEventId);
        Caller caller = currentUser.caller();
        statistics.version(caller, id); // 404 before the stream opens
        new Client(caller, id, selection, resumeAt, sink, sse).start();
    }

    private static long version(String value) {
        if (!VERSION.matcher(value.strip()).matches()) {
            throw DomainException.invalid("Last-Event-ID", "must be the id of an event of this stream");
        }
        return Long.parseLong(value.strip());
    }

    private final class Client {
        private final Caller caller;
        private final String formId;
        private final AttemptSelection selection;
        private final SseEventSink sink;
        private final Sse sse;
        private final AtomicBoolean queued = new AtomicBoolean();
        private volatile long sent;
        private volatile AutoCloseable subscription;
        private volatile AutoCloseable heartbeat;

        Client(Caller caller, String formId, AttemptSelection selection, long sent, SseEventSink sink, Sse sse) {
            this.caller = caller;
            this.formId = formId;
            this.selection = selection;
            this.sent = sent;
            this.sink = sink;
            this.sse = sse;
        }

        /** The head and a comment go out first, so a client resuming at the current version sees the stream open. */
        void start() {
            sink.send(sse.newEventBuilder().comment("connected").reconnectDelay(RETRY_MILLIS).build()).whenComplete((ok, failure) -> {
                if (failure != null) {
                    stop();
                    return;
                }
                subscription = statistics.onCommit(this::wake);
                heartbeat = checks.beat(this::heartbeat);
                wake();
            });
        }

        private void wake() {
            if (queued.compareAndSet(false, true)) {
                checks.run(this::check);
            }
        }

        private synchronized void heartbeat() {
            if (sink.isClosed()) {
                stop();
                return;
            }
            sink.send(sse.newEventBuilder().comment("keep-alive").build()).whenComplete((ok, failure) -> {
                if (failure != null) {
                    stop();
                }
            });
        }

        /** Every commit anywhere wakes every stream: the version (the form's test rows) decides before the report is read. */
        private synchronized void check() {
            queued.set(false);
            if (sink.isClosed()) {
                stop();
                return;
            }
            try {
                if (statistics.version(caller, formId) == sent) {
                    return;
                }
                var report = statistics.report(caller, formId, selection, null, null);
                if (report.version() == sent) {
                    return;
                }
                sent = report.version();
                sink.send(sse.newEventBuilder().id(Long.toString(report.version())).name("statistics")
                        .mediaType(MediaType.APPLICATION_JSON_TYPE)
                        .data(String.class, json.writeValueAsString(StatisticsBodies.Statistics.from(report))).build())
                        .whenComplete((ok, failure) -> {
                            if (failure != null) {
                                stop();
                            }
                        });
            } catch (DomainException | JsonProcessingException | IllegalStateException e) {
                stop(); // The form went out of reach (deleted, role lost) or the client left.
            }
        }

        private void stop() {
            try {
                if (subscription != null) {
                    subscription.close();
                }
                if (heartbeat != null) {
                    heartbeat.close();
                }
                sink.close();
            } catch (Exception ignored) {
                // Already closed.
            }
        }
    }
}
