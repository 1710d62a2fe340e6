package app.assessment.application.fakes;

import app.assessment.application.port.out.payment.ProviderWithdrawals;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** The withdrawals table in memory, by provider charge: the same statuses, claims and conditional ends as V37. */
public final class InMemoryWithdrawals implements ProviderWithdrawals {

    /** One row: its status ({@code pending}, {@code withdrawn}, {@code refused}, {@code late_payment}) and due time. */
    public static final class Row {
        public Withdrawal withdrawal;
        public String status;
        public Instant dueAt;
        public String lastError;

        Row(Withdrawal withdrawal, String status, Instant dueAt) {
            this.withdrawal = withdrawal;
            this.status = status;
            this.dueAt = dueAt;
        }
    }

    public final Map<String, Row> rows = new LinkedHashMap<>();

    @Override
    public void add(Withdrawal withdrawal, Instant now) {
        rows.put(withdrawal.providerPaymentId(), new Row(withdrawal, "pending", now));
    }

    @Override
    public List<Withdrawal> claimDue(Instant now, int limit, Duration lease) {
        return rows.values().stream().filter(r -> r.status.equals("pending") && !r.dueAt.isAfter(now))
                .sorted(Comparator.comparing(r -> r.dueAt)).limit(limit).map(r -> take(r, now, lease)).toList();
    }

    @Override
    public Optional<Withdrawal> claim(String providerPaymentId, Instant now, Duration lease) {
        return Optional.ofNullable(rows.get(providerPaymentId)).filter(r -> r.status.equals("pending") && !r.dueAt.isAfter(now))
                .map(r -> take(r, now, lease));
    }

    @Override
    public void retryAt(String providerPaymentId, Instant at, String error, Instant now) {
        Optional.ofNullable(rows.get(providerPaymentId)).filter(r -> r.status.equals("pending")).ifPresent(r -> {
            r.dueAt = at;
            r.lastError = error;
        });
    }

    @Override
    public boolean end(String providerPaymentId, Outcome outcome, String error, Instant now) {
        Row row = rows.get(providerPaymentId);
        if (row == null || !row.status.equals("pending")) {
            return false;
        }
        row.status = outcome.name().toLowerCase(Locale.ROOT);
        row.lastError = error;
        return true;
    }

    @Override
    public boolean latePayment(Withdrawal withdrawal, Instant now) {
        Row row = rows.computeIfAbsent(withdrawal.providerPaymentId(), id -> new Row(withdrawal, "new", now));
        if (row.status.equals("late_payment")) {
            return false;
        }
        row.status = "late_payment";
        return true;
    }

    public String status(String providerPaymentId) {
        return Optional.ofNullable(rows.get(providerPaymentId)).map(r -> r.status).orElse(null);
    }

    private static Withdrawal take(Row row, Instant now, Duration lease) {
        Withdrawal w = row.withdrawal;
        row.withdrawal = new Withdrawal(w.id(), w.organizationId(), w.assignmentId(), w.chargeId(), w.providerPaymentId(),
                w.attempts() + 1);
        row.dueAt = now.plus(lease);
        return row.withdrawal;
    }
}
