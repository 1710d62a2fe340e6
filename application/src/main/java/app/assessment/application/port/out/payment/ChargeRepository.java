package app.assessment.application.port.out.payment;

import app.assessment.domain.payment.AssignmentPayment;
import app.assessment.domain.payment.Charge;
import java.time.Instant;
import java.util.Optional;

/**
 * Charges and the payment of each assignment. Every transition reads the payment through
 * {@link #lock}, which holds the assignment's row until the transaction ends: transitions of one
 * assignment (an administrator's action, a webhook, a sync) run one after the other and each
 * sees the outcome of the one before. Nobody holds that lock while the provider is called.
 */
public interface ChargeRepository {

    /** The payment of the assignment, its row locked until the transaction ends; empty when there is no such assignment. */
    Optional<AssignmentPayment> lock(String assignmentId);

    /** The payment as it is now, without a lock (reads). */
    Optional<AssignmentPayment> find(String assignmentId);

    /** The charge that had this provider payment, current or not: every provider id a charge ever had is kept. */
    Optional<ProviderPaymentOwner> ownerOfProviderPayment(String providerPaymentId);

    /** Stores a new charge as the assignment's current one; the one it replaces stays as history. */
    void insert(Charge charge);

    /** Writes the new state of the assignment's current charge. */
    void update(Charge charge);

    /**
     * Claims the assignment for a charge creation at the provider, unless a claim newer than
     * {@code staleBefore} exists (a claim older than that belongs to a creation that died).
     *
     * @return whether this caller holds the claim now
     */
    boolean claimCreation(String assignmentId, Instant now, Instant staleBefore);

    /** Ends a creation claim, whatever its outcome. */
    void releaseCreation(String assignmentId);

    record ProviderPaymentOwner(String assignmentId, String chargeId) {
    }
}
