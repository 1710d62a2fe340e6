package app.assessment.bootstrap.testsupport;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManagerFactory;
import org.hibernate.SessionFactory;
import org.hibernate.stat.Statistics;

/** Counts the SQL statements and transactions Hibernate runs while a piece of work runs. */
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

    /** Database transactions Hibernate completed (committed or rolled back) while the work ran. */
    public long transactionsDuring(Runnable work) {
        long before = statistics.getTransactionCount();
        work.run();
        return statistics.getTransactionCount() - before;
    }
}
