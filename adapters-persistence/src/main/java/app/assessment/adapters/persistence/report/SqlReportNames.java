package app.assessment.adapters.persistence.report;

import app.assessment.application.port.out.report.ReportNames;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

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

    @Override
    public Map<String, String> userNames(Collection<String> userIds) {
        if (userIds.isEmpty()) {
            return Map.of();
        }
        Map<String, String> names = new HashMap<>();
        em.createNativeQuery("select id, name from users where id in (:ids)").setParameter("ids", List.copyOf(userIds))
                .getResultList().forEach(row -> names.put((String) ((Object[]) row)[0], (String) ((Object[]) row)[1]));
        return names;
    }

    @Override
    public Heading heading(String organizationId, String assignedById) {
        List<?> rows = em.createNativeQuery("select o.name, u.name from organizations o left join users u on u.id = ?2 where o.id = ?1")
                .setParameter(1, organizationId).setParameter(2, assignedById).getResultList();
        if (rows.isEmpty()) {
            throw new IllegalStateException("Organization " + organizationId + " of a stored submission is missing");
        }
        Object[] row = (Object[]) rows.get(0);
        return new Heading((String) row[0], (String) row[1]);
    }
}
