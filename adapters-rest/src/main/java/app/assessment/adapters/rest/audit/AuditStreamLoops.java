package app.assessment.adapters.rest.audit;

import app.assessment.application.port.out.audit.AuditRecord;
import io.smallrye.common.vertx.VertxContext;
import io.vertx.core.Context;
import io.vertx.core.Vertx;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * Hands the feed's batches to the streams on the event loop that owns their connection, in one
 * task per loop per batch (ADR 0019). Written from the feed's thread, every stream's write was a
 * task of its own on its loop: an object and a queue entry each, and, when the loop had run dry
 * meanwhile (the feed hands the batch round one stream at a time, the loop runs on the other
 * core), a wake-up of the loop each. On its own loop a stream's write goes straight down the
 * channel's pipeline. A request runs on a duplicate of its connection's context; the root context (Quarkus'
 * public VertxContext helper) is the event loop's own, so streams are grouped by it, with no Vert.x internals.
 */
final class AuditStreamLoops {

    private static final System.Logger LOG = System.getLogger(AuditStreamLoops.class.getName());

    private final Map<Object, Loop> loops = new ConcurrentHashMap<>();

    /**
     * The feed listener of a stream opened on the current Vert.x context: {@code live} is called
     * on that context's event loop. Without one (not in a request) it is called on the feed's
     * thread, as before.
     */
    Consumer<List<AuditRecord>> listener(Consumer<List<AuditRecord>> live) {
        Context context = Vertx.currentContext();
        if (context == null || !context.isEventLoopContext()) {
            return live;
        }
        Context root = VertxContext.getRootContext(context);
        return listener(root, task -> root.runOnContext(ignored -> task.run()), live);
    }

    /**
     * {@code live} called through {@code executor} (an event loop), in one task with the other listeners of the same
     * {@code loop} waiting for a batch.
     */
    Consumer<List<AuditRecord>> listener(Object loopKey, Executor executor, Consumer<List<AuditRecord>> live) {
        Loop loop = loops.computeIfAbsent(loopKey, key -> new Loop(executor));
        return batch -> loop.offer(live, batch);
    }

    /** One event loop's streams waiting for a batch; one task drains them, in the order the feed offered them. */
    private static final class Loop {
        private final Executor eventLoop;
        private List<Delivery> waiting = new ArrayList<>();
        private boolean scheduled;

        Loop(Executor eventLoop) {
            this.eventLoop = eventLoop;
        }

        synchronized void offer(Consumer<List<AuditRecord>> live, List<AuditRecord> batch) {
            waiting.add(new Delivery(live, batch));
            if (!scheduled) {
                scheduled = true;
                eventLoop.execute(this::run);
            }
        }

        private void run() {
            List<Delivery> work;
            synchronized (this) {
                work = waiting;
                waiting = new ArrayList<>();
                scheduled = false;
            }
            for (Delivery delivery : work) {
                try {
                    delivery.live().accept(delivery.batch());
                } catch (RuntimeException e) {
                    // one stream's failure is its own: the others on this loop still get the batch
                    LOG.log(System.Logger.Level.WARNING, "An audit stream failed: " + e.getMessage());
                }
            }
        }
    }

    private record Delivery(Consumer<List<AuditRecord>> live, List<AuditRecord> batch) {
    }
}
