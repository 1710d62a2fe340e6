package app.assessment.adapters.rest.problem;

import java.net.ConnectException;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import org.jboss.logging.Logger;

/**
 * Recognises a failure that means "PostgreSQL cannot be reached" (connection refused or lost,
 * server shutting down, no pooled connection within the acquisition timeout) and reports it
 * once per {@link #LOG_INTERVAL}: during an outage every request fails the same way, and one
 * line per request would bury everything else in the log (88,000 lines in 30 s, issue 17).
 */
final class DatabaseOutage {

    static final Duration LOG_INTERVAL = Duration.ofSeconds(30);
    static final int RETRY_AFTER_SECONDS = 5;

    private static final Logger LOG = Logger.getLogger(DatabaseOutage.class);
    /** SQLState classes 08 (connection exception) and these operator-intervention states. */
    private static final Set<String> UNAVAILABLE = Set.of("57P01", "57P02", "57P03", "53300");
    private static final AtomicLong lastLogged = new AtomicLong(Long.MIN_VALUE);
    private static final AtomicLong suppressed = new AtomicLong();

    private DatabaseOutage() {
    }

    static boolean is(Throwable e) {
        String state = FailureChains.sqlState(e).orElse("");
        return state.startsWith("08") || UNAVAILABLE.contains(state)
                || FailureChains.any(e, ConnectException.class)
                // Agroal's pool: no connection within quarkus.datasource.jdbc.acquisition-timeout.
                || FailureChains.anyMessageContains(e, "acquisition timeout");
    }

    static void report(Throwable e) {
        long now = System.nanoTime();
        long last = lastLogged.get();
        if (last != Long.MIN_VALUE && now - last < LOG_INTERVAL.toNanos()) {
            suppressed.incrementAndGet();
            return;
        }
        if (lastLogged.compareAndSet(last, now)) {
            long since = suppressed.getAndSet(0);
            LOG.errorf("PostgreSQL is unreachable (or no pooled connection came free in time); requests that need it are"
                    + " answered 503 (%d more such failures since the"
                    + " last report; next report in %ds at the earliest): %s", since, LOG_INTERVAL.toSeconds(),
                    FailureChains.sanitized(e).getMessage());
        } else {
            suppressed.incrementAndGet();
        }
    }
}
