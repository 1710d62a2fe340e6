package app.assessment.adapters.persistence.payment;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.application.port.out.payment.ChargeRepository;
import app.assessment.domain.payment.Amount;
import app.assessment.domain.payment.AssignmentPayment;
import app.assessment.domain.payment.Charge;
import app.assessment.domain.payment.PaymentMethod;
import app.assessment.domain.payment.PaymentStatus;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Charges in plain SQL, a transition's reads in two short statements sent together: the
 * assignment row's lock, then the assignment joined to its current charge.
 */
@ApplicationScoped
public class SqlChargeRepository implements ChargeRepository {

    private static final String PAYMENT = "select a.id as assignment_id, a.organization_id, c.id, c.method, c.amount, c.status, "
            + "c.provider_payment_id, c.payment_link, c.qr_code, c.qr_code_text, c.paid_at, c.cancelled_at, c.created_at, c.updated_at "
            + "from assignments a left join charges c on c.assignment_id = a.id and c.is_current where a.id = ?";

    private static final String LOCK = "select 1 from assignments where id = ? for no key update";

    private final EntityManager em;

    public SqlChargeRepository(EntityManager em) {
        this.em = em;
    }

    /**
     * Two statements on purpose, sent in one round trip. Under READ COMMITTED a locking read that
     * had to wait re-reads only the rows it locks: one statement joining the charge would return
     * the charge as it was before the other transaction committed. The second statement starts
     * after the lock is held, with a snapshot of its own, so it sees that transaction's charge.
     * NO KEY UPDATE excludes the other payment transitions and leaves rows that merely reference
     * the assignment (drafts, submissions) free.
     */
    @Override
    public Optional<AssignmentPayment> lock(String assignmentId) {
        return Jdbc.queries(em, LOCK + "; " + PAYMENT, next -> {
            next.rows(rs -> 1);
            return next.rows(SqlChargeRepository::payment).stream().findFirst();
        }, assignmentId, assignmentId);
    }

    @Override
    public Optional<AssignmentPayment> find(String assignmentId) {
        return Jdbc.query(em, PAYMENT, SqlChargeRepository::payment, assignmentId).stream().findFirst();
    }

    @Override
    public Optional<String> assignmentOfProviderPayment(String providerPaymentId) {
        return Jdbc.query(em, "select assignment_id from charges where provider_payment_id = ?", rs -> rs.getString(1),
                providerPaymentId).stream().findFirst();
    }

    @Override
    public void insert(Charge c) {
        Jdbc.update(em, "update charges set is_current = false, updated_at = ? where assignment_id = ? and is_current",
                c.createdAt(), c.assignmentId());
        Jdbc.update(em, "insert into charges (id, organization_id, assignment_id, is_current, method, amount, status, "
                        + "provider_payment_id, payment_link, qr_code, qr_code_text, paid_at, cancelled_at, created_at, updated_at) "
                        + "values (?, ?, ?, true, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                c.id(), c.organizationId(), c.assignmentId(), method(c), amount(c), c.status().wireValue(), c.providerPaymentId(),
                c.paymentLink(), c.qrCode(), c.qrCodeText(), c.paidAt(), c.cancelledAt(), c.createdAt(), c.updatedAt());
    }

    @Override
    public void update(Charge c) {
        int rows = Jdbc.update(em, "update charges set method = ?, amount = ?, status = ?, provider_payment_id = ?, payment_link = ?, "
                        + "qr_code = ?, qr_code_text = ?, paid_at = ?, cancelled_at = ?, updated_at = ? where id = ? and is_current",
                method(c), amount(c), c.status().wireValue(), c.providerPaymentId(), c.paymentLink(), c.qrCode(), c.qrCodeText(),
                c.paidAt(), c.cancelledAt(), c.updatedAt(), c.id());
        if (rows != 1) {
            throw new IllegalStateException("Charge " + c.id() + " is not the current charge of its assignment");
        }
    }

    @Override
    public List<String> stalePending(Instant createdBefore, int limit) {
        return Jdbc.query(em, "select assignment_id from charges where status = 'pending' and provider_payment_id is not null "
                + "and created_at < ? order by created_at limit ?", rs -> rs.getString(1), createdBefore, limit);
    }

    private static AssignmentPayment payment(ResultSet rs) throws SQLException {
        String assignmentId = rs.getString("assignment_id");
        String organizationId = rs.getString("organization_id");
        if (rs.getString("id") == null) {
            return AssignmentPayment.none(assignmentId, organizationId);
        }
        String method = rs.getString("method");
        BigDecimal amount = rs.getBigDecimal("amount");
        return AssignmentPayment.of(new Charge(rs.getString("id"), assignmentId, organizationId,
                method == null ? null : PaymentMethod.fromWire(method), amount == null ? null : new Amount(amount),
                PaymentStatus.fromWire(rs.getString("status")), rs.getString("provider_payment_id"), rs.getString("payment_link"),
                rs.getString("qr_code"), rs.getString("qr_code_text"), Jdbc.instant(rs, "paid_at"), Jdbc.instant(rs, "cancelled_at"),
                Jdbc.instant(rs, "created_at"), Jdbc.instant(rs, "updated_at")));
    }

    private static String method(Charge c) {
        return c.method() == null ? null : c.method().wireValue();
    }

    private static BigDecimal amount(Charge c) {
        return c.amount() == null ? null : c.amount().reais();
    }
}
