package app.assessment.application.service.payment;

import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.payment.ProviderWithdrawals;
import app.assessment.application.port.out.payment.ProviderWithdrawals.Outcome;
import app.assessment.application.port.out.payment.ProviderWithdrawals.Withdrawal;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.payment.WithdrawalBackoff;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The short transactions of a withdrawal, none of which calls the provider: a claim, then the outcome
 * of the call made between them (docs/adr/0015, 0044). An ended withdrawal is audited as the system's.
 */
@ApplicationScoped
public class ProviderWithdrawalSteps {

    /** Longer than a provider call may take (its timeouts), so a live claim is never taken twice. */
    static final Duration LEASE = Duration.ofMinutes(2);

    private final ProviderWithdrawals withdrawals;
    private final AuditTrail auditTrail;
    private final Clock clock;

    public ProviderWithdrawalSteps(ProviderWithdrawals withdrawals, AuditTrail auditTrail, Clock clock) {
        this.withdrawals = withdrawals;
        this.auditTrail = auditTrail;
        this.clock = clock;
    }

    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public List<Withdrawal> claimDue(int limit) {
        return withdrawals.claimDue(clock.now(), limit, LEASE);
    }

    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public Optional<Withdrawal> claim(String providerPaymentId) {
        return withdrawals.claim(providerPaymentId, clock.now(), LEASE);
    }

    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void failed(Withdrawal withdrawal, String error) {
        withdrawals.retryAt(withdrawal.providerPaymentId(), WithdrawalBackoff.nextAttempt(withdrawal.attempts(), clock.now()),
                error, clock.now());
    }

    /** @param error the provider's reason for a refusal, null for a withdrawal */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public boolean ended(Withdrawal withdrawal, Outcome outcome, String error) {
        if (!withdrawals.end(withdrawal.providerPaymentId(), outcome, error, clock.now())) {
            return false;
        }
        Map<String, Object> changes = new LinkedHashMap<>();
        changes.put("chargeId", withdrawal.chargeId());
        changes.put("providerPaymentId", withdrawal.providerPaymentId());
        changes.put("attempts", withdrawal.attempts());
        if (error != null) {
            changes.put("reason", error);
        }
        String action = outcome == Outcome.WITHDRAWN ? "payment.provider-withdrawn" : "payment.provider-withdrawal-refused";
        auditTrail.record(new AuditEntry(clock.now(), Actor.system(withdrawal.organizationId()), action, "Assignment",
                withdrawal.assignmentId(), changes));
        return true;
    }
}
