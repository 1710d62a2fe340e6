package app.assessment.application.service.payment;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.payment.PaymentUseCases;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.payment.ChargeRequest;
import app.assessment.application.port.out.payment.PaymentGateway;
import app.assessment.domain.payment.AssignmentPayment;
import app.assessment.domain.payment.ProviderCharge;
import app.assessment.domain.shared.DomainException;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * Administrators' payment actions. The provider is never called while the assignment's row is
 * locked (docs/adr/0015): create and cancel read the payment, call the provider, then apply the
 * transition in a short transaction under the lock, refusing (409) when the payment moved to
 * another provider charge in between; a provider failure leaves nothing written locally. Confirm
 * and exempt need no provider at all (docs/adr/0044).
 */
@ApplicationScoped
public class PaymentService implements PaymentUseCases {

    private static final System.Logger LOG = System.getLogger(PaymentService.class.getName());

    private final ChargeCreation creation;
    private final PaymentTransitions transitions;
    private final PaymentGateway gateway;
    private final ProviderSync providerSync;
    private final ProviderWithdrawalService withdrawals;
    private final IdGenerator ids;
    private final Clock clock;

    public PaymentService(ChargeCreation creation, PaymentTransitions transitions,
                          PaymentGateway gateway, ProviderSync providerSync, ProviderWithdrawalService withdrawals,
                          IdGenerator ids, Clock clock) {
        this.creation = creation;
        this.transitions = transitions;
        this.gateway = gateway;
        this.providerSync = providerSync;
        this.withdrawals = withdrawals;
        this.ids = ids;
        this.clock = clock;
    }

    /**
     * A pending PIX charge whose QR code expired (Asaas' codes end with their creation day unless
     * the account has a Pix key) gets a fresh one from the provider, stored for the next reads.
     * Should the provider fail, the read still answers, with the code it has.
     */
    @Override
    public AssignmentPayment status(Caller caller, String assignmentId) {
        AssignmentPayment payment = transitions.read(caller, assignmentId);
        if (!payment.needsFreshQrCode(clock.now())) {
            return payment;
        }
        String providerPaymentId = payment.linkedProviderPaymentId().orElseThrow();
        try {
            return transitions.storeFreshQrCode(assignmentId, providerPaymentId, gateway.pixQrCode(providerPaymentId));
        } catch (DomainException providerFailed) {
            LOG.log(System.Logger.Level.WARNING, "No fresh PIX QR code for provider charge " + providerPaymentId + ": "
                    + providerFailed.getMessage());
            return payment;
        }
    }

    @Override
    public AssignmentPayment create(CreateCommand command) {
        ChargeCreation.Begun begun = creation.begin(command);
        if (begun.recorded() != null) {
            return begun.recorded();
        }
        ChargeRequest request = begun.providerRequest();
        ProviderCharge provider;
        try {
            provider = gateway.createCharge(request);
        } catch (RuntimeException providerFailed) {
            creation.release(request.externalReference());
            throw providerFailed;
        }
        try {
            return creation.record(command.caller(), request, provider);
        } catch (RuntimeException localWriteFailed) {
            compensate(provider, localWriteFailed);
            creation.release(request.externalReference());
            throw localWriteFailed;
        }
    }

    @Override
    public AssignmentPayment confirm(Caller caller, String assignmentId) {
        return settle(caller, assignmentId, "payment.confirm", payment -> payment.confirm(ids::newId, clock.now()));
    }

    @Override
    public AssignmentPayment exempt(Caller caller, String assignmentId) {
        return settle(caller, assignmentId, "payment.exempt", payment -> payment.exempt(ids::newId, clock.now()));
    }

    @Override
    public AssignmentPayment cancel(Caller caller, String assignmentId) {
        AssignmentPayment seen = transitions.readForAdmin(caller, assignmentId);
        // Read before cancelling: the cancelled charge no longer names its provider charge.
        String linked = seen.linkedProviderPaymentId().orElse(null);
        if (seen.cancel(clock.now()).equals(seen)) {
            return seen;
        }
        if (linked != null) {
            gateway.delete(linked);
        }
        return transitions.apply(caller, assignmentId, linked, "payment.cancel", payment -> payment.cancel(clock.now()),
                linked == null ? Map.of() : Map.of("providerPaymentId", linked));
    }

    @Override
    public AssignmentPayment sync(Caller caller, String assignmentId) {
        AssignmentPayment seen = transitions.readForAdmin(caller, assignmentId);
        return providerSync.sync(seen, caller.actor(), null);
    }

    /**
     * Confirm and exempt are recorded at once, whatever the provider's state (docs/adr/0044). A pending
     * provider charge they settle is withdrawn at the provider right after the commit, so the participant
     * cannot pay it a second time through the link they hold; should the provider fail, the withdrawal is
     * retried with back-off, and money it receives meanwhile is a late payment to refund.
     */
    private AssignmentPayment settle(Caller caller, String assignmentId, String action,
                                     UnaryOperator<AssignmentPayment> transition) {
        PaymentTransitions.Settled settled = transitions.settle(caller, assignmentId, action, transition);
        settled.toWithdraw().ifPresent(withdrawals::attemptNow);
        return settled.payment();
    }

    /** The provider charge exists but the local write failed: remove it, so that nothing is half-written. */
    private void compensate(ProviderCharge provider, RuntimeException cause) {
        try {
            gateway.delete(provider.paymentId());
        } catch (RuntimeException deleteFailed) {
            cause.addSuppressed(deleteFailed);
            LOG.log(System.Logger.Level.ERROR, "Provider charge " + provider.paymentId()
                    + " has no local record and could not be deleted; a retry of the same charge reuses it", deleteFailed);
        }
    }
}
