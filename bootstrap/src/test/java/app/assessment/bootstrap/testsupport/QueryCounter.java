package app.assessment.bootstrap.testsupport;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManagerFactory;
import java.util.concurrent.atomic.AtomicLong;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.hibernate.SessionFactory;
import org.hibernate.stat.Statistics;

/**
 * Counts the SQL statements Hibernate runs while a piece of work runs, and the
 * round trips to PostgreSQL of every client (Hibernate's and plain JDBC's alike), read off the
 * driver's protocol trace: each round trip ends with one Sync message.
 *
 * <p>Only round trips of the threads that serve requests (and of the caller) count. The
 * connection pool validates its idle connections in the background every two minutes, and such
 * a validation landing inside a measured request made the count one too high now and then.
 */
@ApplicationScoped
public class QueryCounter {

    private final Statistics statistics;

    public QueryCounter(EntityManagerFactory factory) {
        this.statistics = factory.unwrap(SessionFactory.class).getStatistics();
    }

    public long statementsDuring(Runnable work) {
        long before = statistics.getPrepareStatementCount();
        work.run();
        return statistics.getPrepareStatementCount() - before;
    }

    /** Round trips to PostgreSQL issued by request threads or the caller while the work ran. */
    public long roundTripsDuring(Runnable work) {
        Logger driver = Logger.getLogger("org.postgresql.core.v3.QueryExecutorImpl");
        AtomicLong syncs = new AtomicLong();
        Thread caller = Thread.currentThread();
        Handler counter = new Handler() {
            @Override
            public void publish(LogRecord record) {
                if (" FE=> Sync".equals(record.getMessage()) && servesRequests(Thread.currentThread(), caller)) {
                    syncs.incrementAndGet();
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        Level level = driver.getLevel();
        boolean parents = driver.getUseParentHandlers();
        driver.addHandler(counter);
        driver.setUseParentHandlers(false);
        driver.setLevel(Level.FINEST);
        try {
            work.run();
        } finally {
            driver.setLevel(level);
            driver.setUseParentHandlers(parents);
            driver.removeHandler(counter);
        }
        return syncs.get();
    }

    /** Log handlers run on the thread that logs, so this is the thread that talked to PostgreSQL. */
    private static boolean servesRequests(Thread thread, Thread caller) {
        String name = thread.getName();
        return thread == caller || name.startsWith("executor-thread") || name.startsWith("vert.x-");
    }
}
