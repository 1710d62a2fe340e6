package app.assessment.adapters.persistence.payment;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.application.port.out.payment.ProviderWithdrawals;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The withdrawals table (V37). A claim is an update of {@code due_at} to the lease's end, taken with
 * {@code skip locked} so two instances never hold one row; every end is conditional on the row still
 * being {@code pending}, which is how a late payment recorded meanwhile wins over a withdrawal in flight.
 */
@ApplicationScoped
public class SqlProviderWithdrawals implements ProviderWithdrawals {

    private static final String COLUMNS = "id, organization_id, assignment_id, charge_id, provider_payment_id, attempts";
    private static final String CLAIM = "update provider_withdrawals w set attempts = w.attempts + 1, due_at = ?, updated_at = ? "
            + "from (select id from provider_withdrawals where status = 'pending' and due_at <= ? %s "
            + "order by due_at limit ? for update skip locked) due where w.id = due.id returning "
            + "w.id, w.organization_id, w.assignment_id, w.charge_id, w.provider_payment_id, w.attempts";
    private static final int ERROR_MAX = 500;

    private final EntityManager em;

    public SqlProviderWithdrawals(EntityManager em) {
        this.em = em;
    }

    @Override
    public void add(Withdrawal w, Instant now) {
        em.flush();
        Jdbc.update(em, "insert into provider_withdrawals (" + COLUMNS + ", status, due_at, created_at, updated_at) "
                        + "values (?, ?, ?, ?, ?, 0, 'pending', ?, ?, ?)",
                w.id(), w.organizationId(), w.assignmentId(), w.chargeId(), w.providerPaymentId(), now, now, now);
    }

    @Override
    public List<Withdrawal> claimDue(Instant now, int limit, Duration lease) {
        return Jdbc.query(em, CLAIM.formatted(""), SqlProviderWithdrawals::withdrawal, now.plus(lease), now, now, limit);
    }

    @Override
    public Optional<Withdrawal> claim(String providerPaymentId, Instant now, Duration lease) {
        return Jdbc.query(em, CLAIM.formatted("and provider_payment_id = ?"), SqlProviderWithdrawals::withdrawal,
                now.plus(lease), now, now, providerPaymentId, 1).stream().findFirst();
    }

    @Override
    public void retryAt(String providerPaymentId, Instant at, String error, Instant now) {
        Jdbc.update(em, "update provider_withdrawals set due_at = ?, last_error = ?, updated_at = ? "
                + "where provider_payment_id = ? and status = 'pending'", at, cut(error), now, providerPaymentId);
    }

    @Override
    public boolean end(String providerPaymentId, Outcome outcome, String error, Instant now) {
        return Jdbc.update(em, "update provider_withdrawals set status = ?, last_error = ?, updated_at = ? "
                        + "where provider_payment_id = ? and status = 'pending'",
                outcome.name().toLowerCase(Locale.ROOT), cut(error), now, providerPaymentId) == 1;
    }

    @Override
    public boolean latePayment(Withdrawal w, Instant now) {
        em.flush();
        return !Jdbc.query(em, "insert into provider_withdrawals (" + COLUMNS + ", status, due_at, created_at, updated_at) "
                        + "values (?, ?, ?, ?, ?, 0, 'late_payment', ?, ?, ?) on conflict (provider_payment_id) do update "
                        + "set status = 'late_payment', updated_at = excluded.updated_at "
                        + "where provider_withdrawals.status <> 'late_payment' returning id",
                rs -> rs.getString(1), w.id(), w.organizationId(), w.assignmentId(), w.chargeId(), w.providerPaymentId(),
                now, now, now).isEmpty();
    }

    private static Withdrawal withdrawal(java.sql.ResultSet rs) throws java.sql.SQLException {
        return new Withdrawal(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4), rs.getString(5), rs.getInt(6));
    }

    private static String cut(String error) {
        return error == null || error.length() <= ERROR_MAX ? error : error.substring(0, ERROR_MAX);
    }
}
