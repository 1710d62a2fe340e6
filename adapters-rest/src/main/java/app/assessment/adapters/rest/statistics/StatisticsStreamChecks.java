package app.assessment.adapters.rest.statistics;

import app.assessment.adapters.rest.audit.AuditStreamSettings;
import io.quarkus.runtime.ShutdownEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The threads the statistics streams check and send on (never the audit feed's thread, never an event loop), and
 * their keep-alive: every {@code AUDIT_STREAM_HEARTBEAT}, as the log stream, each open stream sends a comment, so a
 * proxy does not close a stream on which nothing changed, and a client that left is found and its stream ended.
 */
@ApplicationScoped
class StatisticsStreamChecks {

    private final ExecutorService threads = Executors.newFixedThreadPool(2, r -> {
        Thread thread = new Thread(r, "statistics-stream");
        thread.setDaemon(true);
        return thread;
    });
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "statistics-stream-heartbeat");
        thread.setDaemon(true);
        return thread;
    });
    private final Set<Runnable> heartbeats = ConcurrentHashMap.newKeySet();

    StatisticsStreamChecks(AuditStreamSettings settings) {
        long every = settings.heartbeat().toMillis();
        timer.scheduleAtFixedRate(() -> List.copyOf(heartbeats).forEach(threads::execute), every, every, TimeUnit.MILLISECONDS);
    }

    void run(Runnable check) {
        threads.execute(check);
    }

    /** Runs {@code heartbeat} at every beat until the returned handle is closed. */
    AutoCloseable beat(Runnable heartbeat) {
        heartbeats.add(heartbeat);
        return () -> heartbeats.remove(heartbeat);
    }

    void onShutdown(@Observes ShutdownEvent event) {
        timer.shutdownNow();
        threads.shutdownNow();
    }
}
