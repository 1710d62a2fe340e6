package app.assessment.adapters.persistence.audit;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.application.port.out.audit.AuditFilter;
import app.assessment.application.port.out.audit.AuditRecord;
import app.assessment.domain.audit.Actor;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** The columns of an audit entry as the log reads them, and a filter as SQL conditions (V17 has the indexes they meet). */
final class AuditRows {

    static final String COLUMNS = "select id, seq, occurred_at, organization_id, actor_kind, actor_user_id, actor_name, "
            + "actor_email, ip, action, entity_type, entity_id, changes::text as changes from audit_entries";

    private AuditRows() {
    }

    static AuditRecord read(ResultSet rs) throws SQLException {
        return new AuditRecord(rs.getString("id"), rs.getLong("seq"), Jdbc.instant(rs, "occurred_at"),
                rs.getString("organization_id"), Actor.Kind.valueOf(rs.getString("actor_kind")), rs.getString("actor_user_id"),
                rs.getString("actor_name"), rs.getString("actor_email"), rs.getString("ip"), rs.getString("action"),
                rs.getString("entity_type"), rs.getString("entity_id"), rs.getString("changes"));
    }

    /** Conditions joined by {@code and}, and their parameters in order. */
    record Where(String sql, List<Object> params) {
        Object[] paramsWith(Object... more) {
            List<Object> all = new ArrayList<>(params);
            all.addAll(List.of(more));
            return all.toArray();
        }
    }

    static Where where(AuditFilter filter) {
        List<String> conditions = new ArrayList<>();
        List<Object> params = new ArrayList<>();
        add(conditions, params, "organization_id = ?", filter.organizationId());
        add(conditions, params, "actor_user_id = ?", filter.userId());
        add(conditions, params, "action = ?", filter.action());
        add(conditions, params, "entity_type = ?", filter.entityType());
        add(conditions, params, "entity_id = ?", filter.entityId());
        add(conditions, params, "occurred_at >= ?", filter.from());
        add(conditions, params, "occurred_at <= ?", filter.to());
        if (filter.q() != null) {
            String pattern = "%" + likeEscaped(filter.q()) + "%";
            conditions.add("(actor_name ilike ? or actor_email ilike ?)");
            params.add(pattern);
            params.add(pattern);
        }
        return new Where(conditions.isEmpty() ? "true" : String.join(" and ", conditions), params);
    }

    private static void add(List<String> conditions, List<Object> params, String condition, Object value) {
        if (value != null) {
            conditions.add(condition);
            params.add(value);
        }
    }

    /** The text searched for literally: {@code %}, {@code _} and the escape character itself lose their meaning. */
    static String likeEscaped(String text) {
        return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_");
    }
}
