package app.assessment.application.service.payment;

import app.assessment.application.port.in.payment.WithdrawProviderChargesUseCase;
import app.assessment.application.port.out.payment.PaymentGateway;
import app.assessment.application.port.out.payment.ProviderWithdrawals.Outcome;
import app.assessment.application.port.out.payment.ProviderWithdrawals.Withdrawal;
import app.assessment.domain.shared.DomainException;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * Withdraws provider charges administrators settled by hand. Each withdrawal is claimed in a transaction
 * of its own, the provider is called with nothing locked, and the outcome is written in another: a
 * provider that is down or busy costs a retry after {@link app.assessment.domain.payment.WithdrawalBackoff};
 * one that refuses (it keeps a charge it has received) ends the withdrawal, and its payment comes as a late
 * one by the webhook or the administrator's sync.
 */
@ApplicationScoped
public class ProviderWithdrawalService implements WithdrawProviderChargesUseCase {

    /** A run's share of the provider's request quota, as the reconciliation's batch is. */
    static final int BATCH = 20;
    private static final System.Logger LOG = System.getLogger(ProviderWithdrawalService.class.getName());

    private final ProviderWithdrawalSteps steps;
    private final PaymentGateway gateway;

    public ProviderWithdrawalService(ProviderWithdrawalSteps steps, PaymentGateway gateway) {
        this.steps = steps;
        this.gateway = gateway;
    }

    @Override
    public Report withdrawDue() {
        int withdrawn = 0;
        int refused = 0;
        int failed = 0;
        for (Withdrawal withdrawal : steps.claimDue(BATCH)) {
            switch (attempt(withdrawal)) {
                case WITHDRAWN -> withdrawn++;
                case REFUSED -> refused++;
                case RETRIED -> failed++;
            }
        }
        return new Report(withdrawn, refused, failed);
    }

    /** Right after the settling commit, so the provider charge usually goes before the administrator's answer. */
    public void attemptNow(String providerPaymentId) {
        steps.claim(providerPaymentId).ifPresent(this::attempt);
    }

    private Result attempt(Withdrawal withdrawal) {
        try {
            gateway.delete(withdrawal.providerPaymentId());
        } catch (DomainException e) {
            if (e.kind() == DomainException.Kind.UNPROCESSABLE) {
                steps.ended(withdrawal, Outcome.REFUSED, e.getMessage());
                return Result.REFUSED;
            }
            LOG.log(System.Logger.Level.WARNING, "Withdrawal of provider charge " + withdrawal.providerPaymentId() + " failed ("
                    + e.code() + "); tried again later");
            steps.failed(withdrawal, e.code() + ": " + e.getMessage());
            return Result.RETRIED;
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "Withdrawal of provider charge " + withdrawal.providerPaymentId() + " failed", e);
            steps.failed(withdrawal, e.getClass().getSimpleName());
            return Result.RETRIED;
        }
        steps.ended(withdrawal, Outcome.WITHDRAWN, null);
        return Result.WITHDRAWN;
    }

    private enum Result { WITHDRAWN, REFUSED, RETRIED }
}
