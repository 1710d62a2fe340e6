package app.assessment.application.service.payment;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.payment.PaymentUseCases;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.assignment.AssignmentRepository;
import app.assessment.application.port.out.assignment.ParticipantDirectory;
import app.assessment.application.port.out.form.FormRepository;
import app.assessment.application.port.out.payment.ChargeRepository;
import app.assessment.application.port.out.payment.ChargeRequest;
import app.assessment.application.port.out.payment.PaymentGateway;
import app.assessment.application.port.out.payment.PaymentSettings;
import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.assignment.AssignmentStatus;
import app.assessment.domain.assignment.StudentParticipant;
import app.assessment.domain.payment.Amount;
import app.assessment.domain.payment.AssignmentPayment;
import app.assessment.domain.payment.PaymentMethod;
import app.assessment.domain.payment.PaymentStatus;
import app.assessment.domain.payment.ProviderCharge;
import app.assessment.domain.shared.DomainException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * Administrators' payment actions. Each runs in one transaction that first locks the
 * assignment's row, so concurrent actions, webhooks and syncs of one assignment take turns.
 *
 * <p>The provider is called while the lock is held and before anything is written locally: a
 * provider failure (502) leaves nothing behind, and a second concurrent create waits, then finds
 * the first one's charge and answers 409 without reaching the provider (docs/adr/0004).
 */
@ApplicationScoped
public class PaymentService implements PaymentUseCases {

    private static final System.Logger LOG = System.getLogger(PaymentService.class.getName());

    private final PaymentLedger ledger;
    private final ChargeRepository charges;
    private final AssignmentRepository assignments;
    private final FormRepository forms;
    private final ParticipantDirectory participants;
    private final PaymentGateway gateway;
    private final ProviderSync providerSync;
    private final PaymentSettings settings;
    private final IdGenerator ids;
    private final Clock clock;

    public PaymentService(PaymentLedger ledger, ChargeRepository charges, AssignmentRepository assignments, FormRepository forms,
                          ParticipantDirectory participants, PaymentGateway gateway, ProviderSync providerSync,
                          PaymentSettings settings, IdGenerator ids, Clock clock) {
        this.ledger = ledger;
        this.charges = charges;
        this.assignments = assignments;
        this.forms = forms;
        this.participants = participants;
        this.gateway = gateway;
        this.providerSync = providerSync;
        this.settings = settings;
        this.ids = ids;
        this.clock = clock;
    }

    @Override
    @Transactional
    public AssignmentPayment status(Caller caller, String assignmentId) {
        return charges.find(assignmentId).filter(p -> p.organizationId().equals(caller.organizationId()))
                .orElseThrow(() -> DomainException.notFound("Assignment"));
    }

    @Override
    @Transactional
    public AssignmentPayment create(CreateCommand command) {
        Caller caller = command.caller();
        AssignmentPayment before = ledger.lockForAdmin(caller, command.assignmentId());
        PaymentMethod method = command.method();
        Amount amount = command.amount();
        before.ensureCanCreate();
        Assignment assignment = assignments.byId(caller.organizationId(), command.assignmentId()).orElseThrow();
        if (assignment.status() == AssignmentStatus.COMPLETED) {
            throw DomainException.conflict("ASSIGNMENT_COMPLETED", "The test was already completed; there is nothing left to charge for");
        }
        ProviderCharge provider = method.isProvider() ? gateway.createCharge(chargeRequest(method, amount, assignment)) : null;
        AssignmentPayment after = before.create(ids.newId(), method, amount, provider, clock.now());
        try {
            ledger.write(before, after, caller.actor(), "payment.create",
                    provider == null ? Map.of() : Map.of("providerPaymentId", provider.paymentId()));
        } catch (RuntimeException localWriteFailed) {
            compensate(provider, localWriteFailed);
            throw localWriteFailed;
        }
        return after;
    }

    @Override
    @Transactional
    public AssignmentPayment confirm(Caller caller, String assignmentId) {
        return settle(caller, assignmentId, "payment.confirm", payment -> payment.confirm(ids::newId, clock.now()));
    }

    @Override
    @Transactional
    public AssignmentPayment exempt(Caller caller, String assignmentId) {
        return settle(caller, assignmentId, "payment.exempt", payment -> payment.exempt(ids::newId, clock.now()));
    }

    @Override
    @Transactional
    public AssignmentPayment cancel(Caller caller, String assignmentId) {
        AssignmentPayment before = ledger.lockForAdmin(caller, assignmentId);
        // Read before cancelling: the cancelled charge no longer names its provider charge.
        var linked = before.linkedProviderPaymentId();
        AssignmentPayment after = before.cancel(clock.now());
        if (after.equals(before)) {
            return before;
        }
        linked.ifPresent(gateway::delete);
        ledger.write(before, after, caller.actor(), "payment.cancel",
                linked.<Map<String, Object>>map(id -> Map.of("providerPaymentId", id)).orElse(Map.of()));
        return after;
    }

    @Override
    @Transactional
    public AssignmentPayment sync(Caller caller, String assignmentId) {
        return providerSync.sync(ledger.lockForAdmin(caller, assignmentId), caller.actor());
    }

    /**
     * Confirm and exempt. A pending provider charge settled by hand is deleted at the provider
     * first, so the participant cannot pay it a second time through the link they hold. If the
     * provider refuses (it will not delete a charge it has just received), nothing changes here
     * and the administrator learns it from the 502; the webhook then marks the charge paid.
     */
    private AssignmentPayment settle(Caller caller, String assignmentId, String action,
                                     UnaryOperator<AssignmentPayment> transition) {
        AssignmentPayment before = ledger.lockForAdmin(caller, assignmentId);
        AssignmentPayment after = transition.apply(before);
        if (!after.equals(before) && before.status().filter(PaymentStatus.PENDING::equals).isPresent()) {
            before.linkedProviderPaymentId().ifPresent(gateway::delete);
        }
        ledger.write(before, after, caller.actor(), action, Map.of());
        return after;
    }

    /** The provider charge exists but the local write failed: remove it, so that nothing is half-written. */
    private void compensate(ProviderCharge provider, RuntimeException cause) {
        if (provider == null) {
            return;
        }
        try {
            gateway.delete(provider.paymentId());
        } catch (RuntimeException deleteFailed) {
            cause.addSuppressed(deleteFailed);
            LOG.log(System.Logger.Level.ERROR, "Provider charge " + provider.paymentId()
                    + " has no local record and could not be deleted; a retry of the same charge reuses it", deleteFailed);
        }
    }

    private ChargeRequest chargeRequest(PaymentMethod method, Amount amount, Assignment assignment) {
        var payer = participants.find(assignment.organizationId(), assignment.participant())
                .orElseThrow(() -> DomainException.notFound(assignment.participant() instanceof StudentParticipant ? "Student" : "Candidate"));
        String title = forms.titlesOf(List.of(assignment.formId())).getOrDefault(assignment.formId(), "");
        LocalDate dueDate = LocalDate.ofInstant(clock.now(), settings.providerZone()).plusDays(settings.dueDays());
        return new ChargeRequest(assignment.id(), method, amount, dueDate, description(title),
                payer.participant().id(), payer.name(), payer.email());
    }

    private static String description(String formTitle) {
        return formTitle.isBlank() ? "Avaliação" : "Avaliação: " + formTitle;
    }
}
