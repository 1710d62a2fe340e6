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
import java.util.Optional;

/**
 * Charges in plain SQL, a transition's reads in two short statements sent together: the
 * assignment row's lock, then the assignment joined to its current charge.
 */
@ApplicationScoped
public class SqlChargeRepository implements ChargeRepository {

    private static final String PAYMENT = "select a.id as assignment_id, a.organization_id, c.id, c.method, c.amount, c.status, "
            + "c.provider_payment_id, c.payment_link, c.qr_code, c.qr_code_text, c.qr_code_expires_at, c.paid_at, c.cancelled_at, c.created_at, c.updated_at "
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
    public Optional<ProviderPaymentOwner> ownerOfProviderPayment(String providerPaymentId) {
        return Jdbc.query(em, "select assignment_id, charge_id from charge_provider_payments where provider_payment_id = ?",
                rs -> new ProviderPaymentOwner(rs.getString(1), rs.getString(2)), providerPaymentId).stream().findFirst();
    }

    @Override
    public void insert(Charge c) {
        Jdbc.update(em, "update charges set is_current = false, updated_at = ? where assignment_id = ? and is_current",
                c.createdAt(), c.assignmentId());
        Jdbc.update(em, "insert into charges (id, organization_id, assignment_id, is_current, method, amount, status, "
                        + "provider_payment_id, payment_link, qr_code, qr_code_text, qr_code_expires_at, paid_at, cancelled_at, "
                        + "created_at, updated_at) values (?, ?, ?, true, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                c.id(), c.organizationId(), c.assignmentId(), method(c), amount(c), c.status().wireValue(), c.providerPaymentId(),
                c.paymentLink(), c.qrCode(), c.qrCodeText(), c.qrCodeExpiresAt(), c.paidAt(), c.cancelledAt(), c.createdAt(), c.updatedAt());
        if (c.providerPaymentId() != null) {
            Jdbc.update(em, "insert into charge_provider_payments (provider_payment_id, charge_id, assignment_id, created_at) "
                    + "values (?, ?, ?, ?)", c.providerPaymentId(), c.id(), c.assignmentId(), c.createdAt());
        }
    }

    @Override
    public void update(Charge c) {
        int rows = Jdbc.update(em, "update charges set method = ?, amount = ?, status = ?, provider_payment_id = ?, payment_link = ?, "
                        + "qr_code = ?, qr_code_text = ?, qr_code_expires_at = ?, paid_at = ?, cancelled_at = ?, updated_at = ? "
                        + "where id = ? and is_current",
                method(c), amount(c), c.status().wireValue(), c.providerPaymentId(), c.paymentLink(), c.qrCode(), c.qrCodeText(),
                c.qrCodeExpiresAt(), c.paidAt(), c.cancelledAt(), c.updatedAt(), c.id());
        if (rows != 1) {
            throw new IllegalStateException("Charge " + c.id() + " is not the current charge of its assignment");
        }
    }

    /** The claim is taken under the assignment's lock, so only a stale row can be in the way of the insert. */
    @Override
    public boolean claimCreation(String assignmentId, Instant now, Instant staleBefore) {
        Jdbc.update(em, "delete from payment_creations where assignment_id = ? and started_at < ?", assignmentId, staleBefore);
        return Jdbc.update(em, "insert into payment_creations (assignment_id, started_at) values (?, ?) on conflict do nothing",
                assignmentId, now) == 1;
    }

    @Override
    public void releaseCreation(String assignmentId) {
        Jdbc.update(em, "delete from payment_creations where assignment_id = ?", assignmentId);
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
                rs.getString("qr_code"), rs.getString("qr_code_text"), Jdbc.instant(rs, "qr_code_expires_at"),
                Jdbc.instant(rs, "paid_at"), Jdbc.instant(rs, "cancelled_at"), Jdbc.instant(rs, "created_at"),
                Jdbc.instant(rs, "updated_at")));
    }

    private static String method(Charge c) {
        return c.method() == null ? null : c.method().wireValue();
    }

    private static BigDecimal amount(Charge c) {
        return c.amount() == null ? null : c.amount().reais();
    }
}
