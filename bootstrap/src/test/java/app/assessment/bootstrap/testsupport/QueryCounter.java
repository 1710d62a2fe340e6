package app.assessment.bootstrap.testsupport;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManagerFactory;
import org.hibernate.SessionFactory;
import org.hibernate.stat.Statistics;

/** Counts the SQL statements Hibernate prepares while a piece of work runs. */
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
}
