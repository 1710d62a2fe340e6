package app.assessment.application.port.out.payment;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Provider charges to be withdrawn (deleted) at the provider after an administrator settled them by
 * hand: an outbox written in the settling transaction, so the local decision never waits for the
 * provider and a withdrawal is never lost (docs/adr/0044). A withdrawal is {@code pending} until it
 * ends {@code withdrawn}, {@code refused} by the provider, or {@code late_payment}. Every method joins
 * the caller's transaction.
 */
public interface ProviderWithdrawals {

    /** A pending withdrawal, due at once. */
    void add(Withdrawal withdrawal, Instant now);

    /**
     * Takes up to {@code limit} due pending withdrawals no one else holds ({@code FOR UPDATE SKIP LOCKED}),
     * counts an attempt on each and moves it a lease ahead, so an instance that dies mid-call gives it back.
     */
    List<Withdrawal> claimDue(Instant now, int limit, Duration lease);

    /** As {@link #claimDue}, for the withdrawal of one provider charge when it is pending, due and free. */
    Optional<Withdrawal> claim(String providerPaymentId, Instant now, Duration lease);

    /** A pending withdrawal is tried again at {@code at}. */
    void retryAt(String providerPaymentId, Instant at, String error, Instant now);

    /**
     * Ends a pending withdrawal {@code withdrawn} or {@code refused}.
     *
     * @return false when it was no longer pending (a late payment was recorded meanwhile)
     */
    boolean end(String providerPaymentId, Outcome outcome, String error, Instant now);

    /**
     * Records that the provider reported the charge paid, stopping its withdrawal; a charge settled before
     * withdrawals were kept gets its row here.
     *
     * @return true the first time only, so the administrators are told once
     */
    boolean latePayment(Withdrawal withdrawal, Instant now);

    enum Outcome { WITHDRAWN, REFUSED }

    /** @param attempts attempts made, the one a claim starts included */
    record Withdrawal(String id, String organizationId, String assignmentId, String chargeId, String providerPaymentId,
                      int attempts) {
    }
}
