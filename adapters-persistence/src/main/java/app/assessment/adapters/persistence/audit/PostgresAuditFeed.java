package app.assessment.adapters.persistence.audit;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.application.port.out.audit.AuditFeed;
import app.assessment.application.port.out.audit.AuditRecord;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;
import org.postgresql.PGConnection;

/**
 * The instance's one reader of new audit entries (ADR 0019). A connection of its own LISTENs on
 * {@code audit_entries} (the V17_2 trigger notifies at commit) and, on each wake-up or every
 * {@code idle-poll} anyway, reads the rows after the last sequence it delivered, in order, and
 * hands them to every local stream.
 *
 * <p>A sequence is taken at insert but seen at commit, so a lower one may still be in flight when
 * a higher one is read. The reader therefore stops at a hole and waits up to {@code gap-wait} for
 * it to fill; a hole that outlives that is a rolled-back insert and is passed over. Nothing is
 * delivered out of order, so one number (the sequence, the event id) is a complete resume point.
 * Starts on the first subscription, on a daemon thread; while no stream listens it sends no
 * statement, and the next first listener starts from the log's end.
 *
 * <p>Reads are at least {@code batch-interval} apart: the first entry after a quiet spell goes out
 * at once, but under a steady flow of writes (one notification each) the entries of that interval
 * go out as one batch, and every stream gets one write for them instead of one per entry.
 */
@ApplicationScoped
public class PostgresAuditFeed implements AuditFeed {

    static final String CHANNEL = "audit_entries";
    private static final int BATCH = 500;
    private static final System.Logger LOG = System.getLogger(PostgresAuditFeed.class.getName());

    private final String url;
    private final String user;
    private final String password;
    private final long idlePollMillis;
    private final long gapWaitNanos;
    private final long batchIntervalNanos;
    private final Object deliveryLock = new Object();
    private final List<Consumer<List<AuditRecord>>> listeners = new CopyOnWriteArrayList<>();

    private volatile long position;
    private volatile boolean running;
    private Thread thread;
    private Connection connection;
    private volatile long gapSince;
    private long lastRead;

    public PostgresAuditFeed(AuditFeedDatabase database, AuditFeedSettings settings) {
        this.url = database.jdbcUrl();
        this.user = database.user();
        this.password = database.password();
        this.idlePollMillis = settings.idlePoll().toMillis();
        this.gapWaitNanos = settings.gapWait().toNanos();
        this.batchIntervalNanos = settings.batchInterval().toNanos();
        this.lastRead = System.nanoTime() - batchIntervalNanos;
    }

    @Override
    public Subscription subscribe(Consumer<List<AuditRecord>> listener) {
        start();
        long end = latestSequence();
        synchronized (deliveryLock) {
            if (listeners.isEmpty()) {
                // Idle, the reader has not followed the table: a new first listener starts from its end.
                position = end;
                gapSince = 0;
            }
            listeners.add(listener);
            long from = position;
            long last = Math.max(end, from);
            return new Subscription() {
                @Override
                public long position() {
                    return from;
                }

                @Override
                public long end() {
                    return last;
                }

                @Override
                public void close() {
                    listeners.remove(listener);
                }
            };
        }
    }

    private synchronized void start() {
        if (running) {
            return;
        }
        try {
            connection = listening();
        } catch (SQLException e) {
            throw new IllegalStateException("The audit feed could not start: " + e.getMessage(), e);
        }
        running = true;
        thread = new Thread(this::run, "audit-feed");
        thread.setDaemon(true);
        thread.start();
    }

    /**
     * A connection outside the pool: it stays LISTENing for the instance's life, and a pooled one
     * would either shrink the pool for good or go back to it still subscribed.
     */
    /** On a short connection of its own: the reader's may be waiting for notifications. */
    private long latestSequence() {
        try (Connection c = DriverManager.getConnection(url, user, password)) {
            return Jdbc.query(c, "select coalesce(max(seq), 0) from audit_entries", rs -> rs.getLong(1)).get(0);
        } catch (SQLException e) {
            throw new IllegalStateException("The audit feed could not read the log's end: " + e.getMessage(), e);
        }
    }

    private Connection listening() throws SQLException {
        Connection c = DriverManager.getConnection(url, user, password);
        c.setAutoCommit(true);
        try (Statement statement = c.createStatement()) {
            statement.execute("listen " + CHANNEL);
        }
        return c;
    }

    private void run() {
        while (running) {
            try {
                if (connection == null) {
                    connection = listening();
                }
                // Without listeners nothing is read (no statement at all): notifications are only drained.
                boolean gapPending = !listeners.isEmpty() && readNewAfterInterval();
                connection.unwrap(PGConnection.class).getNotifications(gapPending ? 50 : (int) idlePollMillis);
            } catch (SQLException | RuntimeException e) {
                if (!running) {
                    return;
                }
                LOG.log(System.Logger.Level.WARNING, "Audit feed lost its connection, reconnecting: " + e.getMessage());
                closeQuietly();
                LockSupport.parkNanos(Duration.ofSeconds(1).toNanos());
            }
        }
    }

    private boolean readNewAfterInterval() throws SQLException {
        long due = lastRead + batchIntervalNanos;
        for (long wait = due - System.nanoTime(); wait > 0; wait = due - System.nanoTime()) {
            // Notifications arriving meanwhile wait in the connection; this read covers their rows.
            LockSupport.parkNanos(wait);
        }
        lastRead = System.nanoTime();
        return readNew();
    }

    /** @return true when a hole in the sequence holds back later entries */
    private boolean readNew() throws SQLException {
        while (true) {
            List<AuditRecord> rows = Jdbc.query(connection, AuditRows.COLUMNS + " where seq > ? order by seq limit ?",
                    AuditRows::read, position, BATCH);
            List<AuditRecord> ready = new ArrayList<>();
            long expected = position + 1;
            for (AuditRecord row : rows) {
                if (row.sequence() != expected) {
                    long now = System.nanoTime();
                    if (gapSince == 0) {
                        gapSince = now;
                    }
                    if (now - gapSince < gapWaitNanos) {
                        break;
                    }
                }
                ready.add(row);
                expected = row.sequence() + 1;
                gapSince = 0;
            }
            if (!ready.isEmpty()) {
                deliver(ready);
            }
            if (ready.size() < rows.size()) {
                return true;
            }
            if (rows.size() < BATCH) {
                return false;
            }
        }
    }

    private void deliver(List<AuditRecord> batch) {
        synchronized (deliveryLock) {
            // A first listener may have moved the position past rows read before it came.
            long from = position;
            List<AuditRecord> entries = batch.stream().filter(r -> r.sequence() > from).toList();
            if (entries.isEmpty()) {
                return;
            }
            position = entries.get(entries.size() - 1).sequence();
            for (Consumer<List<AuditRecord>> listener : listeners) {
                try {
                    listener.accept(entries);
                } catch (RuntimeException e) {
                    LOG.log(System.Logger.Level.WARNING, "An audit stream listener failed: " + e.getMessage());
                }
            }
        }
    }

    private void closeQuietly() {
        Connection c = connection;
        connection = null;
        if (c != null) {
            try {
                c.close();
            } catch (SQLException ignored) {
                // the connection is gone either way
            }
        }
    }

    @PreDestroy
    public synchronized void stop() {
        running = false;
        closeQuietly();
        if (thread != null) {
            thread.interrupt();
        }
    }
}
