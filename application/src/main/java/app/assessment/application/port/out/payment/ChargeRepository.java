package app.assessment.application.port.out.payment;

import app.assessment.domain.payment.AssignmentPayment;
import app.assessment.domain.payment.Charge;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Charges and the payment of each assignment. Every transition reads the payment through
 * {@link #lock}, which holds the assignment's row until the transaction ends: transitions of one
 * assignment (an administrator's action, a webhook, a sync) run one after the other and each
 * sees the outcome of the one before.
 */
public interface ChargeRepository {

    /** The payment of the assignment, its row locked until the transaction ends; empty when there is no such assignment. */
    Optional<AssignmentPayment> lock(String assignmentId);

    /** The payment as it is now, without a lock (reads). */
    Optional<AssignmentPayment> find(String assignmentId);

    /** The assignment whose charge is (or was) this provider payment, for events that carry no usable reference. */
    Optional<String> assignmentOfProviderPayment(String providerPaymentId);

    /** Stores a new charge as the assignment's current one; the one it replaces stays as history. */
    void insert(Charge charge);

    /** Writes the new state of the assignment's current charge. */
    void update(Charge charge);

    /** Assignments whose pending charge is linked to the provider and was created before {@code createdBefore}, oldest first. */
    List<String> stalePending(Instant createdBefore, int limit);
}
