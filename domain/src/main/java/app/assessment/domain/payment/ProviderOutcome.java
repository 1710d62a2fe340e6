package app.assessment.domain.payment;

/**
 * What a provider status (on sync) or event (on webhook) means for a charge. The provider's own
 * words are translated into these by its adapter; the domain never reads them.
 *
 * <p>Only final losses cancel: a deleted charge or a completed refund. Refund requests and
 * chargebacks in progress may still be reversed, so they change nothing until the provider
 * reports the outcome.
 */
public enum ProviderOutcome {
    PAID,
    CANCELLED,
    UNCHANGED,
    /**
     * Something changed at the provider that its event does not describe well enough to apply
     * (a charge restored or edited in the provider's panel, a cash receipt undone): the charge is
     * to be asked about again. Changes nothing by itself.
     */
    RECHECK
}
