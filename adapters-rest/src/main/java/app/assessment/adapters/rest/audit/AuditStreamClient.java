package app.assessment.adapters.rest.audit;

import app.assessment.application.port.in.auth.ResolveSessionUseCase.SessionPrincipal;
import app.assessment.application.port.out.audit.AuditFeed;
import app.assessment.application.port.out.audit.AuditFilter;
import app.assessment.application.port.out.audit.AuditRecord;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerResponse;
import jakarta.ws.rs.sse.Sse;
import jakarta.ws.rs.sse.SseEventSink;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * One open stream. The first frame goes through the JAX-RS sink, which writes the response's
 * head; everything after is written straight to the Vert.x response, one buffer per feed batch
 * holding the frames this client wants, copied from bytes encoded once for every stream
 * ({@link AuditFrames}). One {@code SseEventSink.send} per event per client (an event object, a
 * message-body writer, a write and a future each) was what 500 streams could not afford.
 *
 * <p>Writes are not awaited (the feed's thread must never block): events written but not yet
 * taken by the client are counted, and past {@code buffer} of them the stream ends. A slow client
 * costs its own stream, never the writers or the other streams, and resumes with Last-Event-ID.
 * Live entries that arrive before the replay was sent wait in {@code early}.
 */
final class AuditStreamClient {

    private static final byte[] KEEP_ALIVE = AuditFrames.comment("keep-alive", null);

    private final SseEventSink sink;
    private final Sse sse;
    private final HttpServerResponse response;
    private final SessionPrincipal principal;
    private final int buffer;
    private final AuditFrames frames;
    private final Consumer<AuditStreamClient> onClose;
    private final AtomicInteger unsent = new AtomicInteger();
    private final List<AuditRecord> early = new ArrayList<>();

    private AuditFilter filter;
    private AuditFeed.Subscription subscription;
    private long lastSent;
    private boolean headWritten;
    private boolean ready;
    private volatile boolean closed;

    AuditStreamClient(SseEventSink sink, Sse sse, HttpServerResponse response, SessionPrincipal principal, int buffer,
                      AuditFrames frames, Consumer<AuditStreamClient> onClose) {
        this.sink = sink;
        this.sse = sse;
        this.response = response;
        this.principal = principal;
        this.buffer = buffer;
        this.frames = frames;
        this.onClose = onClose;
    }

    SessionPrincipal principal() {
        return principal;
    }

    boolean isClosed() {
        return closed || sink.isClosed();
    }

    /** The feed's listener: entries of every organization, in sequence order, the same list for every stream. */
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
        sendWanted(batch, frames.of(batch));
    }

    /** Sends the replay, then what arrived live meanwhile, and from now on live entries as they come. */
    synchronized void start(AuditFilter scope, AuditFeed.Subscription feed, List<AuditRecord> replay, long after, long retryMillis) {
        this.filter = scope;
        this.subscription = feed;
        this.lastSent = after;
        // Through the sink: it sets the status and headers of an event stream and sends them now.
        sink.send(sse.newEventBuilder().comment("connected").reconnectDelay(retryMillis).build());
        headWritten = true;
        sendWanted(replay, null);
        sendWanted(early, null);
        early.clear();
        ready = true;
    }

    /** Synchronized like every write, so the heartbeat never lands inside a batch. */
    synchronized void heartbeat() {
        if (headWritten && !closed) {
            send(Buffer.buffer(KEEP_ALIVE), 1);
        }
    }

    /** One buffer with the frames of the entries this stream shows and has not shown yet; {@code encoded} matches {@code records}. */
    private void sendWanted(List<AuditRecord> records, byte[][] encoded) {
        List<byte[]> wanted = new ArrayList<>();
        int bytes = 0;
        for (int i = 0; i < records.size(); i++) {
            AuditRecord record = records.get(i);
            if (record.sequence() > lastSent && filter.matches(record)) {
                lastSent = record.sequence();
                byte[] frame = encoded != null ? encoded[i] : frames.of(record);
                wanted.add(frame);
                bytes += frame.length;
            }
        }
        if (wanted.isEmpty()) {
            return;
        }
        Buffer out = Buffer.buffer(bytes);
        wanted.forEach(out::appendBytes);
        send(out, wanted.size());
    }

    private void send(Buffer out, int events) {
        if (isClosed() || unsent.addAndGet(events) > buffer) {
            close(null);
            return;
        }
        try {
            response.write(out).onComplete(written -> {
                unsent.addAndGet(-events);
                if (written.failed()) {
                    close(null);
                }
            });
        } catch (IllegalStateException ended) {
            // the response ended under us (the connection went): the stream is over
            close(null);
        }
    }

    /** Ends the stream; with {@code retryMillis} the client is told first when to come back. */
    synchronized void close(Long retryMillis) {
        if (closed) {
            return;
        }
        closed = true;
        if (retryMillis != null && !sink.isClosed()) {
            try {
                if (headWritten) {
                    response.write(Buffer.buffer(AuditFrames.comment("closing", retryMillis)));
                } else {
                    sink.send(sse.newEventBuilder().comment("closing").reconnectDelay(retryMillis).build());
                }
            } catch (IllegalStateException ended) {
                // nobody left to tell
            }
        }
        if (subscription != null) {
            subscription.close();
        }
        sink.close();
        onClose.accept(this);
    }
}
