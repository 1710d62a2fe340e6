package app.assessment.adapters.persistence.report;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.application.port.out.report.ReportNames;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.util.List;

/**
 * Reads names by primary key. The assigning user's current name is shown, not a snapshot: users
 * are never deleted (submissions reference them), and a teacher's corrected name should show on
 * old reports too.
 */
@ApplicationScoped
public class SqlReportNames implements ReportNames {

    private final EntityManager em;

    public SqlReportNames(EntityManager em) {
        this.em = em;
    }

    /**
     * Plain JDBC (ADR 0036): as a native query, reading it made the driver fetch the columns' table
     * metadata, one more round trip the first time it ran on each pooled connection (a flaky round-trip count).
     */
    @Override
    public Heading heading(String organizationId, String assignedById) {
        List<Heading> rows = Jdbc.query(em, "select o.name as organization_name, u.name as assigner_name from organizations o "
                        + "left join users u on u.id = ? where o.id = ?",
                rs -> new Heading(rs.getString("organization_name"), rs.getString("assigner_name")), assignedById, organizationId);
        if (rows.isEmpty()) {
            throw new IllegalStateException("Organization " + organizationId + " of a stored submission is missing");
        }
        return rows.get(0);
    }
}
