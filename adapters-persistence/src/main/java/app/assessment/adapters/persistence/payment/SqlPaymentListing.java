package app.assessment.adapters.persistence.payment;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.application.port.out.payment.PaymentListing;
import app.assessment.domain.payment.PaymentStatus;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;

/**
 * The payments list in two statements whatever the page or the organization's size: the page
 * (the current charges read in index order, then joined to their assignment, form, participant
 * and assigner) and the figures of the whole filter from the running totals (V6 explains both).
 */
@ApplicationScoped
public class SqlPaymentListing implements PaymentListing {

    private static final String PAGE = "select c.assignment_id, c.status, c.method, c.amount, c.provider_payment_id, c.payment_link, "
            + "c.qr_code, c.qr_code_text, c.paid_at, c.created_at, a.form_id, f.title, a.student_id, s.name as student_name, a.candidate_id, "
            + "ca.name as candidate_name, a.assigned_by_id, u.name as teacher_name "
            + "from (select * from charges where organization_id = ? and is_current%s "
            + "order by created_at desc, id desc limit ? offset ?) c "
            + "join assignments a on a.id = c.assignment_id join forms f on f.id = a.form_id join users u on u.id = a.assigned_by_id "
            + "left join students s on s.id = a.student_id left join candidates ca on ca.id = a.candidate_id "
            + "order by c.created_at desc, c.id desc";

    /** From the running totals a trigger keeps per organization, status and slot (V6, slot function V9): at most 64 rows, whatever the size. */
    private static final String STATS = "select coalesce(sum(charges), 0) as total, "
            + "coalesce(sum(charges) filter (where status = 'pending'), 0) as pending, "
            + "coalesce(sum(charges) filter (where status = 'paid'), 0) as paid, "
            + "coalesce(sum(amount) filter (where status = 'paid'), 0) as collected "
            + "from payment_totals where organization_id = ?%s";

    private final EntityManager em;

    public SqlPaymentListing(EntityManager em) {
        this.em = em;
    }

    @Override
    public Page page(Filter filter, long offset, int limit) {
        boolean byStatus = filter.status() != null;
        String statusClause = byStatus ? " and status = ?" : "";
        Object[] pageParams = byStatus ? new Object[] {filter.organizationId(), filter.status().wireValue(), limit, offset}
                : new Object[] {filter.organizationId(), limit, offset};
        Object[] statsParams = byStatus ? new Object[] {filter.organizationId(), filter.status().wireValue()}
                : new Object[] {filter.organizationId()};
        List<Row> rows = Jdbc.query(em, PAGE.formatted(statusClause), SqlPaymentListing::row, pageParams);
        Stats stats = Jdbc.query(em, STATS.formatted(statusClause), rs -> new Stats(rs.getLong("total"), rs.getLong("pending"),
                rs.getLong("paid"), rs.getBigDecimal("collected").setScale(2)), statsParams).get(0);
        return new Page(rows, stats);
    }

    private static Row row(ResultSet rs) throws SQLException {
        String studentId = rs.getString("student_id");
        String candidateId = rs.getString("candidate_id");
        return new Row(rs.getString("assignment_id"), PaymentStatus.fromWire(rs.getString("status")), rs.getString("method"),
                rs.getBigDecimal("amount"), rs.getString("provider_payment_id"), rs.getString("payment_link"),
                rs.getString("qr_code"), rs.getString("qr_code_text"), Jdbc.instant(rs, "paid_at"), Jdbc.instant(rs, "created_at"), new Ref(rs.getString("form_id"), rs.getString("title")),
                studentId == null ? null : new Ref(studentId, rs.getString("student_name")),
                candidateId == null ? null : new Ref(candidateId, rs.getString("candidate_name")),
                new Ref(rs.getString("assigned_by_id"), rs.getString("teacher_name")));
    }
}
