package app.assessment.adapters.rest.audit;

import app.assessment.application.port.in.audit.AuditLogUseCases;
import app.assessment.application.port.in.auth.ResolveSessionUseCase.SessionPrincipal;
import app.assessment.application.port.out.audit.AuditRecord;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.vertx.core.AsyncResult;
import io.vertx.core.Handler;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.buffer.impl.BufferImpl;
import io.vertx.core.http.HttpServerResponse;
import jakarta.ws.rs.sse.Sse;
import jakarta.ws.rs.sse.SseEventSink;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * One open stream. The first frame goes through the JAX-RS sink, which writes the response's
 * head; everything after is written straight to the Vert.x response as slices of bytes encoded
 * once for every stream ({@link AuditFrames}). One {@code SseEventSink.send} per event per client
 * (an event object, a message-body writer, a write and a future each) was what 500 streams could
 * not afford.
 *
 * <p>At most one write per stream is on its way to the socket. What comes meanwhile (later
 * batches, a heartbeat) waits in {@code pending} and goes out as one buffer when that write is
 * done: an event loop that falls behind makes fewer, larger writes instead of a queue of one
 * write, flush and promise per batch per stream (ADR 0019). Order is kept: pending frames are
 * always written after the one in flight.
 *
 * <p>Writes are not awaited (neither the event loop nor the feed's thread may block): events in
 * flight or pending are counted, and past {@code buffer} of them the stream ends. A slow client costs its own
 * stream, never the writers or the other streams, and resumes with Last-Event-ID. Live entries
 * that arrive before the replay was sent wait in {@code early}.
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
    private final List<AuditRecord> early = new ArrayList<>();
    private final List<ByteBuf> pending = new ArrayList<>();
    private final Handler<AsyncResult<Void>> onWritten = this::written;

    private AuditLogUseCases.Watch watch;
    private long lastSent;
    private boolean headWritten;
    private boolean ready;
    private int pendingEvents;
    private int inFlightEvents;
    private boolean writing;
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

    /**
     * The feed's listener, called on this stream's event loop ({@link AuditStreamLoops}): entries
     * of every organization, in sequence order, the same list for every stream.
     */
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
        queueWanted(frames.of(batch));
        drain();
    }

    /**
     * Sends the replay, then what arrived live meanwhile, and from now on the live entries the watch shows: the
     * application decides what this stream may see, the stream only writes it.
     */
    synchronized void start(AuditLogUseCases.Watch opened, long retryMillis) {
        this.watch = opened;
        this.lastSent = opened.shownUpTo();
        // Through the sink: it sets the status and headers of an event stream and sends them now.
        sink.send(sse.newEventBuilder().comment("connected").reconnectDelay(retryMillis).build());
        headWritten = true;
        queueWanted(opened.replay());
        queueWanted(early);
        early.clear();
        ready = true;
        drain();
    }

    /** Queued like every frame, so the heartbeat never lands inside a batch. */
    synchronized void heartbeat() {
        if (headWritten && !closed) {
            queue(Unpooled.wrappedBuffer(KEEP_ALIVE), 1);
            drain();
        }
    }

    /** Queues the frames of the entries this stream shows and has not shown yet, one by one (a replay). */
    private void queueWanted(List<AuditRecord> records) {
        for (AuditRecord record : records) {
            if (wants(record)) {
                queue(Unpooled.wrappedBuffer(frames.of(record)), 1);
            }
        }
    }

    /** The same for a live batch: each run of consecutive wanted entries is one slice of the batch's shared bytes. */
    private void queueWanted(AuditFrames.Batch batch) {
        List<AuditRecord> records = batch.records();
        int run = -1;
        for (int i = 0; i < records.size(); i++) {
            boolean wanted = wants(records.get(i));
            if (wanted && run < 0) {
                run = i;
            } else if (!wanted && run >= 0) {
                queue(batch.slice(run, i), i - run);
                run = -1;
            }
        }
        if (run >= 0) {
            queue(batch.slice(run, records.size()), records.size() - run);
        }
    }

    private boolean wants(AuditRecord record) {
        if (record.sequence() <= lastSent || !watch.shows(record)) {
            return false;
        }
        lastSent = record.sequence();
        return true;
    }

    private void queue(ByteBuf frame, int events) {
        pending.add(frame);
        pendingEvents += events;
    }

    /** Writes what is pending as one buffer, unless a write is still on its way (its completion drains). */
    private void drain() {
        if (closed) {
            return;
        }
        // Not sink.isClosed(): it locks the connection (Vert.x' ended()), once per stream per batch. A
        // client that went is seen by its write failing, and by the caps' sweep.
        if (inFlightEvents + pendingEvents > buffer) {
            close(null);
            return;
        }
        if (writing || pending.isEmpty()) {
            return;
        }
        Buffer out = takePending();
        int events = pendingEvents;
        pendingEvents = 0;
        writing = true;
        inFlightEvents = events;
        try {
            response.write(out, onWritten);
        } catch (IllegalStateException ended) {
            // the response ended under us (the connection went): the stream is over
            close(null);
        }
    }

    /** On the event loop, once the write reached the socket (or failed): the next one may go. */
    private synchronized void written(AsyncResult<Void> result) {
        writing = false;
        inFlightEvents = 0;
        if (result.failed()) {
            close(null);
        } else {
            drain();
        }
    }

    private Buffer takePending() {
        ByteBuf bytes = pending.size() == 1 ? pending.get(0) : Unpooled.wrappedBuffer(pending.toArray(ByteBuf[]::new));
        pending.clear();
        // Wrapped, not copied: the bytes are shared by every stream. Vert.x 4.5 deprecates the public
        // Buffer.buffer(ByteBuf) (Vert.x 5 moves it to BufferInternal.buffer); this is the call it delegates to.
        return BufferImpl.buffer(bytes);
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
                    // After what is pending (the client resumes after the last event it got), in one write.
                    queue(Unpooled.wrappedBuffer(AuditFrames.comment("closing", retryMillis)), 0);
                    response.write(takePending());
                } else {
                    sink.send(sse.newEventBuilder().comment("closing").reconnectDelay(retryMillis).build());
                }
            } catch (IllegalStateException ended) {
                // nobody left to tell
            }
        }
        if (watch != null) {
            watch.close();
        }
        sink.close();
        onClose.accept(this);
    }
}
