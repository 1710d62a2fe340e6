package app.assessment.archfixtures.adapters.persistence;

import app.assessment.archfixtures.application.port.out.Gradebook;
import io.quarkus.hibernate.orm.panache.Panache;

/** Breaks the what-it-uses naming rule on purpose: named Sql, it reaches the database through Panache (ADR 0036). */
public class SqlGradebook implements Gradebook {
    @Override
    public String grade(String id) {
        return Panache.getEntityManager().toString();
    }
}
