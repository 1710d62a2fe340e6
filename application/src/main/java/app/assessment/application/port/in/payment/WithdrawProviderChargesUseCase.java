package app.assessment.application.port.in.payment;

/**
 * Withdraws at the provider the charges administrators settled by hand (confirm, exempt), with retries
 * and back-off while the provider is down (docs/adr/0044). Run on a schedule and by every reconciliation
 * run; safe on several instances at once, each withdrawal being claimed by one of them.
 */
public interface WithdrawProviderChargesUseCase {

    Report withdrawDue();

    /**
     * @param withdrawn provider charges deleted at the provider (or found gone)
     * @param refused withdrawals the provider refused for good (a charge it had received): audited and
     *     told to the administrators, not retried
     * @param failed withdrawals tried again later
     */
    record Report(int withdrawn, int refused, int failed) {
    }
}
