package app.assessment.application.service.payment;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.payment.PaymentUseCases.CreateCommand;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.assignment.AssignmentRepository;
import app.assessment.application.port.out.assignment.ParticipantDirectory;
import app.assessment.application.port.out.assignment.ParticipantDirectory.ParticipantInfo;
import app.assessment.application.port.out.form.FormRepository;
import app.assessment.application.port.out.payment.ChargeRepository;
import app.assessment.application.port.out.payment.ChargeRequest;
import app.assessment.application.port.out.payment.PaymentSettings;
import app.assessment.application.port.out.payment.ReconciliationQueue;
import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.assignment.AssignmentStatus;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.payment.Amount;
import app.assessment.domain.payment.AssignmentPayment;
import app.assessment.domain.payment.PaymentMethod;
import app.assessment.domain.payment.ProviderCharge;
import app.assessment.domain.people.PayerDocument;
import app.assessment.domain.shared.DomainException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

/**
 * The two short transactions around a charge creation at the provider (docs/adr/0015). The first
 * checks everything under the assignment's lock and leaves a claim in the database, so a second
 * create (on any instance) answers 409 without reaching the provider; the provider is then called
 * with no lock held, and the second transaction records the charge under the lock again. A
 * webhook for the assignment therefore never waits for the provider.
 */
@ApplicationScoped
public class ChargeCreation {

    /** Longer than a provider call can take (client timeouts and the retries of its reads). */
    static final java.time.Duration CLAIM_LIFETIME = java.time.Duration.ofMinutes(2);

    private final PaymentLedger ledger;
    private final ChargeRepository charges;
    private final AssignmentRepository assignments;
    private final FormRepository forms;
    private final ParticipantDirectory participants;
    private final ReconciliationQueue queue;
    private final AuditTrail auditTrail;
    private final PaymentSettings settings;
    private final IdGenerator ids;
    private final Clock clock;

    public ChargeCreation(PaymentLedger ledger, ChargeRepository charges, AssignmentRepository assignments, FormRepository forms,
                          ParticipantDirectory participants, ReconciliationQueue queue, AuditTrail auditTrail,
                          PaymentSettings settings, IdGenerator ids, Clock clock) {
        this.ledger = ledger;
        this.charges = charges;
        this.assignments = assignments;
        this.forms = forms;
        this.participants = participants;
        this.queue = queue;
        this.auditTrail = auditTrail;
        this.settings = settings;
        this.ids = ids;
        this.clock = clock;
    }

    /**
     * The first step, under the assignment's lock: every check (another organization's
     * assignment is 404 whatever the body holds), then an external method is recorded at once;
     * for a provider method the payer document sent with the request is set on the participant
     * and the claim is taken. 422 {@code PAYER_DOCUMENT_REQUIRED} when the participant has no
     * CPF/CNPJ, since the provider refuses to charge without one.
     */
    @Transactional
    public Begun begin(CreateCommand command) {
        Caller caller = command.caller();
        AssignmentPayment before = ledger.lockForAdmin(caller, command.assignmentId());
        PaymentMethod method = command.method();
        Amount amount = command.amount();
        String sentDocument = command.payerDocument();
        Assignment assignment = chargeable(caller, before);
        if (!method.isProvider()) {
            AssignmentPayment after = before.create(ids.newId(), method, amount, null, clock.now());
            ledger.write(before, after, caller.actor(), "payment.create", Map.of());
            return new Begun(after, null);
        }
        ParticipantInfo payer = participants.find(assignment.organizationId(), assignment.participant())
                .orElseThrow(() -> DomainException.notFound(assignment.participant().typeName()));
        Instant now = clock.now();
        if (sentDocument != null && !sentDocument.equals(payer.cpfCnpj())) {
            participants.setPayerDocument(assignment.organizationId(), assignment.participant(), sentDocument);
            auditTrail.record(new AuditEntry(now, caller.actor(), assignment.participant().kind() + ".update", assignment.participant().typeName(),
                    assignment.participant().id(), Map.of("cpfCnpj", PayerDocument.mask(sentDocument))));
            payer = new ParticipantInfo(payer.participant(), payer.name(), payer.email(), sentDocument);
        }
        if (payer.cpfCnpj() == null) {
            throw new DomainException(DomainException.Kind.UNPROCESSABLE, "PAYER_DOCUMENT_REQUIRED",
                    "The payment provider needs the payer's CPF or CNPJ: set cpfCnpj on the " + assignment.participant().kind()
                            + " or send it with the charge");
        }
        if (!charges.claimCreation(assignment.id(), now, now.minus(CLAIM_LIFETIME))) {
            throw DomainException.conflict("PAYMENT_ALREADY_ACTIVE", "A charge for this assignment is being created");
        }
        String title = forms.titlesOf(List.of(assignment.formId())).getOrDefault(assignment.formId(), "");
        LocalDate dueDate = LocalDate.ofInstant(now, settings.providerZone()).plusDays(settings.dueDays());
        return new Begun(null, new ChargeRequest(assignment.id(), method, amount, dueDate, description(title),
                payer.participant().id(), payer.name(), payer.email(), payer.cpfCnpj()));
    }

    /** Exactly one is set: the payment as recorded (external method), or what to ask the provider for. */
    public record Begun(AssignmentPayment recorded, ChargeRequest providerRequest) {
    }

    /** Second step: the provider created the charge; record it unless the payment changed meanwhile (then 409). */
    @Transactional
    public AssignmentPayment record(Caller caller, ChargeRequest request, ProviderCharge provider) {
        AssignmentPayment before = ledger.lockForAdmin(caller, request.externalReference());
        charges.releaseCreation(request.externalReference());
        AssignmentPayment after = before.create(ids.newId(), request.method(), request.amount(), provider, clock.now());
        ledger.write(before, after, caller.actor(), "payment.create", Map.of("providerPaymentId", provider.paymentId()));
        Instant now = after.current().orElseThrow().createdAt();
        queue.start(after.current().orElseThrow().id(), now.plus(settings.syncMinAge()),
                request.dueDate().plusDays(settings.syncDaysAfterDue() + 1L).atStartOfDay(settings.providerZone()).toInstant());
        return after;
    }

    /** The creation failed or was compensated: the next create may start at once. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void release(String assignmentId) {
        charges.releaseCreation(assignmentId);
    }

    private Assignment chargeable(Caller caller, AssignmentPayment before) {
        before.ensureCanCreate();
        Assignment assignment = assignments.byId(caller.organizationId(), before.assignmentId()).orElseThrow();
        if (assignment.status() == AssignmentStatus.COMPLETED) {
            throw DomainException.conflict("ASSIGNMENT_COMPLETED", "The test was already completed; there is nothing left to charge for");
        }
        return assignment;
    }

    private static String description(String formTitle) {
        return formTitle.isBlank() ? "Avaliação" : "Avaliação: " + formTitle;
    }
}
