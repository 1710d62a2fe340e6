package app.assessment.application.service.payment;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.payment.ChargeRepository;
import app.assessment.application.port.out.payment.PixQrCode;
import app.assessment.application.port.out.payment.ProviderPaymentState;
import app.assessment.application.port.out.payment.ProviderWithdrawals;
import app.assessment.application.port.out.payment.ReconciliationQueue;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.payment.AssignmentPayment;
import app.assessment.domain.payment.Charge;
import app.assessment.domain.shared.DomainException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * The short transactions the payment use cases are made of. Each one that changes a payment locks
 * the assignment's row, and none of them calls the provider: the use cases call it between them,
 * so a webhook never waits for the provider behind the lock (docs/adr/0015).
 */
@ApplicationScoped
public class PaymentTransitions {

    private final PaymentLedger ledger;
    private final ChargeRepository charges;
    private final ReconciliationQueue queue;
    private final ProviderWithdrawals withdrawals;
    private final LatePayments latePayments;
    private final IdGenerator ids;
    private final Clock clock;

    public PaymentTransitions(PaymentLedger ledger, ChargeRepository charges, ReconciliationQueue queue,
                              ProviderWithdrawals withdrawals, LatePayments latePayments, IdGenerator ids, Clock clock) {
        this.ledger = ledger;
        this.charges = charges;
        this.queue = queue;
        this.withdrawals = withdrawals;
        this.latePayments = latePayments;
        this.ids = ids;
        this.clock = clock;
    }

    /** A settled payment, and the provider charge its settlement left to withdraw, if any. */
    public record Settled(AssignmentPayment payment, Optional<String> toWithdraw) {
    }

    /**
     * Confirm or exempt, recorded at once and without the provider: a pending provider charge the
     * settlement leaves payable is queued for withdrawal in the same transaction (docs/adr/0044).
     */
    @Transactional
    public Settled settle(Caller caller, String assignmentId, String action, UnaryOperator<AssignmentPayment> transition) {
        AssignmentPayment before = ledger.lockForAdmin(caller, assignmentId);
        AssignmentPayment after = transition.apply(before);
        Optional<String> toWithdraw = before.providerChargeLeftOpenBy(after);
        Map<String, Object> details = toWithdraw.<Map<String, Object>>map(id -> Map.of("providerPaymentId", id, "withdrawal", "queued"))
                .orElse(Map.of());
        ledger.write(before, after, caller.actor(), action, details);
        toWithdraw.ifPresent(providerPaymentId -> withdrawals.add(new ProviderWithdrawals.Withdrawal(ids.newId(),
                after.organizationId(), assignmentId, after.current().orElseThrow().id(), providerPaymentId, 0), clock.now()));
        return new Settled(after, toWithdraw);
    }

    /** The payment as it is, for an administrator (403 for anyone else, 404 for another organization's). */
    @Transactional
    public AssignmentPayment readForAdmin(Caller caller, String assignmentId) {
        return ledger.lockForAdmin(caller, assignmentId);
    }

    /**
     * Applies an administrator's transition under the lock. {@code seenLink} is the provider charge
     * the caller saw (and may have deleted at the provider) before taking the lock; when the
     * current charge is linked to another one now, 409 {@code PAYMENT_CHANGED} and nothing is written.
     */
    @Transactional
    public AssignmentPayment apply(Caller caller, String assignmentId, String seenLink, String action,
                                   UnaryOperator<AssignmentPayment> transition, Map<String, Object> details) {
        AssignmentPayment before = ledger.lockForAdmin(caller, assignmentId);
        if (!Objects.equals(before.linkedProviderPaymentId().orElse(null), seenLink)) {
            throw DomainException.conflict("PAYMENT_CHANGED", "The payment changed while the provider was being asked; try again");
        }
        AssignmentPayment after = transition.apply(before);
        ledger.write(before, after, caller.actor(), action, details);
        return after;
    }

    /** The payment of an assignment of the caller's organization, as it is (404 for another organization's). */
    @Transactional
    public AssignmentPayment read(Caller caller, String assignmentId) {
        return charges.find(assignmentId).filter(p -> p.organizationId().equals(caller.organizationId()))
                .orElseThrow(() -> DomainException.notFound("Assignment"));
    }

    /**
     * Stores a fresh QR code of the pending PIX charge linked to {@code providerPaymentId}, unless
     * the charge changed or another read stored one meanwhile. Not audited: no money state changes.
     */
    @Transactional
    public AssignmentPayment storeFreshQrCode(String assignmentId, String providerPaymentId, PixQrCode code) {
        AssignmentPayment before = charges.lock(assignmentId).orElseThrow(() -> DomainException.notFound("Assignment"));
        AssignmentPayment after = before.withFreshQrCode(providerPaymentId, code.image(), code.text(), code.expiresAt(),
                clock.now());
        after.current().filter(charge -> !after.equals(before)).ifPresent(charges::update);
        return after;
    }

    /** The provider could not be asked about the assignment's charge; the reconciliation asks again at {@code at}. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void askAgainAt(String assignmentId, Instant at) {
        queue.askAgainAt(assignmentId, at);
    }

    /**
     * Applies what the provider said about a charge, in a transaction of its own; with
     * {@code nextAskAt} (the reconciliation's), the answer is counted and the next question set. An answer about
     * a provider charge the assignment no longer has changes nothing (the domain decides);
     * no answer (the provider does not know the charge) changes nothing either.
     */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public AssignmentPayment applySync(String assignmentId, Optional<ProviderPaymentState> state, Actor actor,
                                       Instant nextAskAt) {
        AssignmentPayment before = charges.lock(assignmentId).orElseThrow(() -> DomainException.notFound("Assignment"));
        if (nextAskAt != null) {
            queue.answered(assignmentId, clock.now(), nextAskAt);
        }
        if (state.isEmpty() || before.linkedProviderPaymentId().isEmpty()) {
            return before;
        }
        ProviderPaymentState reported = state.get();
        AssignmentPayment after = before.sync(reported.outcome(), reported.providerPaymentId(), reported.paidAt(), clock.now());
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("providerPaymentId", reported.providerPaymentId());
        details.put("providerStatus", reported.status());
        ledger.write(before, after, actor, "payment.sync", details);
        String reportedCharge = before.linkedProviderPaymentId().filter(reported.providerPaymentId()::equals)
                .flatMap(linked -> before.current().map(Charge::id)).orElse(null);
        if (before.isLatePayment(reported.outcome(), reportedCharge)) {
            latePayments.record(before, actor, details);
        }
        return after;
    }
}
