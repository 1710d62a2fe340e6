package app.assessment.bootstrap.testsupport;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManagerFactory;
import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Pattern;
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
        return roundTrips(work, null);
    }

    /**
     * Of those, the round trips with at least one statement that names {@code table}. Statements
     * are read off the driver's Parse messages, so this needs a driver that parses every statement
     * (prepareThreshold=0, {@link EveryStatementParsed}): a statement prepared on the server
     * earlier is sent by name only.
     */
    public long roundTripsNaming(String table, Runnable work) {
        return roundTrips(work, Pattern.compile("\\b" + Pattern.quote(table) + "\\b", Pattern.CASE_INSENSITIVE));
    }

    /** A test profile whose driver sends every statement's text with each execution. */
    public static class EveryStatementParsed implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("quarkus.datasource.jdbc.additional-jdbc-properties.prepareThreshold", "0");
        }
    }

    private long roundTrips(Runnable work, Pattern naming) {
        Logger driver = Logger.getLogger("org.postgresql.core.v3.QueryExecutorImpl");
        AtomicLong syncs = new AtomicLong();
        Thread caller = Thread.currentThread();
        Set<Thread> named = ConcurrentHashMap.newKeySet();
        Handler counter = new Handler() {
            @Override
            public void publish(LogRecord record) {
                Thread thread = Thread.currentThread();
                if (!servesRequests(thread, caller)) {
                    return;
                }
                String message = record.getMessage();
                if (naming != null && message != null && message.startsWith(" FE=> Parse(") && naming.matcher(message).find()) {
                    named.add(thread);
                }
                if (" FE=> Sync".equals(message) && (naming == null || named.remove(thread))) {
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
