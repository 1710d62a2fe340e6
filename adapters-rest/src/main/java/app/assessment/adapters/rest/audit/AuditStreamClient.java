package app.assessment.adapters.rest.audit;

import app.assessment.application.port.in.auth.ResolveSessionUseCase.SessionPrincipal;
import app.assessment.application.port.out.audit.AuditFeed;
import app.assessment.application.port.out.audit.AuditFilter;
import app.assessment.application.port.out.audit.AuditRecord;
import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.Sse;
import jakarta.ws.rs.sse.SseEventSink;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * One open stream. Events are written without waiting (the feed's thread must never block);
 * writes the client has not taken yet are counted, and past {@code buffer} of them the stream
 * ends: a slow client costs its own stream, never the writers or the other streams, and resumes
 * with Last-Event-ID. Live entries that arrive before the replay was sent wait in {@code early}.
 */
final class AuditStreamClient {

    private final SseEventSink sink;
    private final Sse sse;
    private final SessionPrincipal principal;
    private final int buffer;
    private final Function<AuditRecord, String> json;
    private final Consumer<AuditStreamClient> onClose;
    private final AtomicInteger unsent = new AtomicInteger();
    private final List<AuditRecord> early = new ArrayList<>();

    private AuditFilter filter;
    private AuditFeed.Subscription subscription;
    private long lastSent;
    private boolean ready;
    private volatile boolean closed;

    AuditStreamClient(SseEventSink sink, Sse sse, SessionPrincipal principal, int buffer, Function<AuditRecord, String> json,
                      Consumer<AuditStreamClient> onClose) {
        this.sink = sink;
        this.sse = sse;
        this.principal = principal;
        this.buffer = buffer;
        this.json = json;
        this.onClose = onClose;
    }

    SessionPrincipal principal() {
        return principal;
    }

    boolean isClosed() {
        return closed || sink.isClosed();
    }

    /** The feed's listener: entries of every organization, in sequence order. */
    synchronized void live(List<AuditRecord> batch) {
        if (closed) {
            return;
        }
        if (!ready) {
            early.addAll(batch);
            if (early.size() > buffer) {
                close(null);
            }
            return;
        }
        batch.forEach(this::sendIfWanted);
    }

    /** Sends the replay, then what arrived live meanwhile, and from now on live entries as they come. */
    synchronized void start(AuditFilter scope, AuditFeed.Subscription feed, List<AuditRecord> replay, long after, long retryMillis) {
        this.filter = scope;
        this.subscription = feed;
        this.lastSent = after;
        send(sse.newEventBuilder().comment("connected").reconnectDelay(retryMillis).build());
        replay.forEach(this::sendIfWanted);
        early.forEach(this::sendIfWanted);
        early.clear();
        ready = true;
    }

    /** Synchronized like every send, so the heartbeat never writes while an event is being written. */
    synchronized void heartbeat() {
        send(sse.newEventBuilder().comment("keep-alive").build());
    }

    private void sendIfWanted(AuditRecord record) {
        if (record.sequence() > lastSent && filter.matches(record)) {
            lastSent = record.sequence();
            send(sse.newEventBuilder().id(Long.toString(record.sequence())).name("audit").data(json.apply(record)).build());
        }
    }

    private void send(OutboundSseEvent event) {
        if (isClosed()) {
            close(null);
            return;
        }
        if (unsent.incrementAndGet() > buffer) {
            close(null);
            return;
        }
        sink.send(event).whenComplete((done, failure) -> {
            unsent.decrementAndGet();
            if (failure != null) {
                close(null);
            }
        });
    }

    /** Ends the stream; with {@code retryMillis} the client is told first when to come back. */
    synchronized void close(Long retryMillis) {
        if (closed) {
            return;
        }
        if (retryMillis != null && !sink.isClosed()) {
            sink.send(sse.newEventBuilder().comment("closing").reconnectDelay(retryMillis).build());
        }
        closed = true;
        if (subscription != null) {
            subscription.close();
        }
        sink.close();
        onClose.accept(this);
    }
}
