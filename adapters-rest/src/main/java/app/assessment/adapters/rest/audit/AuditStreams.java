package app.assessment.adapters.rest.audit;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.audit.AuditLogUseCases;
import app.assessment.application.port.in.audit.AuditQuery;
import app.assessment.application.port.in.auth.ResolveSessionUseCase.SessionPrincipal;
import app.assessment.domain.shared.RateLimitedException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import io.vertx.core.http.HttpServerResponse;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.ws.rs.sse.Sse;
import jakarta.ws.rs.sse.SseEventSink;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * This instance's open audit streams (ADR 0019): the caps, the heartbeat, the periodic check that
 * each stream's session is still live and still an administrator's, and the orderly end at
 * shutdown. Each entry is encoded once, whatever the number of streams showing it ({@link AuditFrames}).
 */
@ApplicationScoped
public class AuditStreams {

    private static final System.Logger LOG = System.getLogger(AuditStreams.class.getName());

    private final AuditLogUseCases auditLog;
    private final AuditFrames frames;
    private final AuditStreamLoops loops = new AuditStreamLoops();
    private final AuditStreamSettings settings;
    private final Set<AuditStreamClient> clients = ConcurrentHashMap.newKeySet();
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "audit-streams");
        thread.setDaemon(true);
        return thread;
    });

    /**
     * SIGTERM. Quarkus fires ShutdownEvent only after its HTTP drain (SHUTDOWN_DELAY, then up to
     * SHUTDOWN_TIMEOUT for requests in flight), and a stream is a request that never ends by
     * itself: waiting for that event held every stopping instance for the whole timeout and then
     * cut its streams. A JVM shutdown hook runs at the signal, beside Quarkus' own.
     */
    private final Thread signalHook = new Thread(this::endForShutdown, "audit-streams-shutdown");
    private volatile boolean shuttingDown;

    public AuditStreams(AuditLogUseCases auditLog, ObjectMapper mapper, AuditStreamSettings settings) {
        this.auditLog = auditLog;
        this.frames = new AuditFrames(mapper);
        this.settings = settings;
        long heartbeat = settings.heartbeat().toMillis();
        long recheck = settings.recheck().toMillis();
        timer.scheduleAtFixedRate(this::heartbeat, heartbeat, heartbeat, TimeUnit.MILLISECONDS);
        timer.scheduleAtFixedRate(this::recheck, recheck, recheck, TimeUnit.MILLISECONDS);
    }

    /** Opens a stream, or throws 429 (caps), 403/404 (scope) or 400 before anything is written. */
    void open(Caller caller, SessionPrincipal principal, AuditQuery query, Long after, SseEventSink sink, Sse sse,
              HttpServerResponse response) {
        AuditStreamClient client = new AuditStreamClient(sink, sse, response, principal, settings.buffer(), frames, clients::remove);
        admit(client);
        try {
            AuditLogUseCases.Watch watch = auditLog.watch(caller, query, after, settings.maxReplay(), loops.listener(client::live));
            client.start(watch, settings.retry().toMillis());
            if (!watch.replayComplete()) {
                // More was missed than one replay holds: the client resumes from the last one sent.
                client.close(0L);
            } else if (shuttingDown) {
                // Opened while the load balancer still sent requests here (SHUTDOWN_DELAY): come back elsewhere.
                client.close(settings.retry().toMillis());
            }
        } catch (RuntimeException e) {
            clients.remove(client);
            throw e;
        }
    }

    private synchronized void admit(AuditStreamClient client) {
        clients.removeIf(AuditStreamClient::isClosed);
        long mine = clients.stream().filter(c -> c.principal().userId().equals(client.principal().userId())).count();
        if (clients.size() >= settings.maxPerInstance() || mine >= settings.maxPerUser()) {
            throw new RateLimitedException("Too many open log streams; close one or try again later", settings.retry().toSeconds());
        }
        clients.add(client);
    }

    /** Streams open on this instance. */
    public int openStreams() {
        return (int) clients.stream().filter(c -> !c.isClosed()).count();
    }

    private void heartbeat() {
        for (AuditStreamClient client : List.copyOf(clients)) {
            client.heartbeat();
        }
    }

    /**
     * A stream whose watcher may no longer watch (the application decides: a revoked or expired session, a
     * deactivated user, a changed role) ends. Streams of one session are one check: a user's tabs (or a
     * bench's 500 streams) share a session.
     */
    private void recheck() {
        Map<SessionPrincipal, Boolean> checked = new HashMap<>();
        for (AuditStreamClient client : List.copyOf(clients)) {
            try {
                boolean allowed = checked.computeIfAbsent(client.principal(), auditLog::mayStillWatch);
                if (!allowed) {
                    client.close(null);
                }
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "Audit stream session check failed: " + e.getMessage());
            }
        }
    }

    void onStart(@Observes StartupEvent event) {
        Runtime.getRuntime().addShutdownHook(signalHook);
    }

    private void endForShutdown() {
        shuttingDown = true;
        closeAll();
    }

    void onShutdown(@Observes ShutdownEvent event) {
        stop();
    }

    @PreDestroy
    void stop() {
        timer.shutdownNow();
        closeAll();
        try {
            Runtime.getRuntime().removeShutdownHook(signalHook);
        } catch (IllegalStateException alreadyShuttingDown) {
            // the hook has run or is running: nothing to take back
        }
    }

    /** Ends every open stream with a {@code retry:} hint, as at shutdown: clients come back (to another instance). */
    public void closeAll() {
        for (AuditStreamClient client : List.copyOf(clients)) {
            client.close(settings.retry().toMillis());
        }
    }
}
