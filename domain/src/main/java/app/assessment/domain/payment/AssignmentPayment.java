package app.assessment.domain.payment;

import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import java.time.Instant;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The payment of one assignment: its current charge, or none. The state machine of docs/api.md §3
 * lives here because "no charge" is a state of its own; every transition returns the next
 * payment and leaves this one unchanged.
 *
 * <p>Decisions where the contract is silent:
 * <ul>
 *   <li>A new charge record starts only with {@code create} (and with confirm or exempt when
 *       there is no charge at all); every other transition updates the current charge. The
 *       caller stores {@code current()} by id, inserting when the id is new.</li>
 *   <li>Confirm or exempt without any charge creates a record with no amount: the decision is
 *       kept as a charge so the assignment shows it, but nothing was charged.</li>
 *   <li>Cancel without any charge, and cancel or exempt of a charge already in that state, change
 *       nothing and succeed: the caller's aim is already met, and a retried request stays
 *       harmless.</li>
 *   <li>Provider deletion or refund cancels a pending charge or one paid through the provider.
 *       It leaves an exempt charge and a cash-confirmed one alone: those were settled by an
 *       administrator, not at the provider, whose charge may well have been deleted since.</li>
 *   <li>A provider event or sync result changes the current charge only when it is about that
 *       charge: an event names the charge its provider payment belongs to (the caller keeps every
 *       provider id a charge ever had), a sync the provider payment it fetched. Anything about an
 *       older charge of the assignment, or about no known charge, changes nothing, whatever the
 *       current charge is (an external one has no provider id at all). An event for an
 *       assignment without a charge changes nothing either (the webhook still acknowledges it).</li>
 *   <li>A charge is never paid before it was created: a provider payment time earlier than the
 *       charge's creation (the provider reports days, and clocks differ) becomes the creation time.</li>
 *   <li>Confirm and exempt settle a pending provider charge here first; the provider charge is withdrawn
 *       afterwards ({@link #providerChargeLeftOpenBy}), so money the provider reports for a charge an
 *       administrator settled is a late payment: it changes nothing, and the payer is owed a refund
 *       ({@link #isLatePayment}, docs/adr/0044).</li>
 * </ul>
 */
public record AssignmentPayment(String assignmentId, String organizationId, Optional<Charge> current) {

    public AssignmentPayment {
        Check.id("assignmentId", assignmentId);
        Check.id("organizationId", organizationId);
        current = current == null ? Optional.empty() : current;
        current.ifPresent(charge -> {
            if (!charge.assignmentId().equals(assignmentId) || !charge.organizationId().equals(organizationId)) {
                throw DomainException.invalid("current", "charge " + charge.id() + " belongs to another assignment");
            }
        });
    }

    public static AssignmentPayment none(String assignmentId, String organizationId) {
        return new AssignmentPayment(assignmentId, organizationId, Optional.empty());
    }

    public static AssignmentPayment of(Charge current) {
        return new AssignmentPayment(current.assignmentId(), current.organizationId(), Optional.of(current));
    }

    public Optional<PaymentStatus> status() {
        return current.map(Charge::status);
    }

    /** True only while the current charge awaits payment. */
    public boolean paymentRequired() {
        return requiresPayment(status());
    }

    /**
     * The rule behind {@link #paymentRequired()} for a reader that has only the current charge's
     * status (the public test link reads it in the same statement as the assignment).
     */
    public static boolean requiresPayment(Optional<PaymentStatus> currentStatus) {
        return currentStatus.filter(PaymentStatus.PENDING::equals).isPresent();
    }

    /** The test may start with no charge, or with one that is paid, exempt or cancelled. */
    public boolean allowsTestStart() {
        return !paymentRequired();
    }

    /** Throws 402 {@code PAYMENT_REQUIRED} while the charge is pending. */
    public void ensureTestCanStart() {
        ensureTestCanStart(status());
    }

    /** As {@link #ensureTestCanStart()}, from the current charge's status alone. */
    public static void ensureTestCanStart(Optional<PaymentStatus> currentStatus) {
        if (requiresPayment(currentStatus)) {
            throw new DomainException(DomainException.Kind.PAYMENT_REQUIRED, "PAYMENT_REQUIRED",
                    "The test can start once the payment is made");
        }
    }

    /** The provider charge a cancel must delete at the provider, read before cancelling. */
    public Optional<String> linkedProviderPaymentId() {
        return current.map(Charge::providerPaymentId);
    }

    /** The provider charge to ask on sync; 409 {@code PAYMENT_NOT_LINKED} when there is none. */
    public String requireLinkedProviderPaymentId() {
        return linkedProviderPaymentId().orElseThrow(() -> DomainException.conflict("PAYMENT_NOT_LINKED",
                "The payment is not linked to a provider charge"));
    }

    /**
     * Call before asking the provider to create a charge, so a refused create leaves nothing
     * behind at the provider.
     */
    public void ensureCanCreate() {
        if (current.isPresent() && !is(PaymentStatus.CANCELLED)) {
            throw DomainException.conflict("PAYMENT_ALREADY_ACTIVE",
                    "The assignment already has a " + current.get().status().wireValue() + " payment");
        }
    }

    /** From none or cancelled to a new pending charge; {@code provider} is null for external methods. */
    public AssignmentPayment create(String chargeId, PaymentMethod method, Amount amount, ProviderCharge provider,
                                    Instant now) {
        ensureCanCreate();
        return with(Charge.pending(chargeId, assignmentId, organizationId, method, amount, provider, now));
    }

    /** Manual confirmation: paid in cash now, from any state but paid. */
    public AssignmentPayment confirm(Supplier<String> newChargeId, Instant now) {
        Charge charge = unpaidOrNew(newChargeId, PaymentStatus.PAID, now, "confirmed");
        return with(charge.status() == PaymentStatus.PAID ? charge : charge.paid(PaymentMethod.CASH, now, now));
    }

    /** Release from payment, from any state but paid. */
    public AssignmentPayment exempt(Supplier<String> newChargeId, Instant now) {
        Charge charge = unpaidOrNew(newChargeId, PaymentStatus.EXEMPT, now, "exempted");
        return with(charge.status() == PaymentStatus.EXEMPT ? charge : charge.exempted(now));
    }

    /**
     * From any state but paid to cancelled, clearing provider id, link and QR code. Read
     * {@link #linkedProviderPaymentId()} first to delete the charge at the provider.
     */
    public AssignmentPayment cancel(Instant now) {
        Check.required("now", now);
        if (current.isEmpty() || is(PaymentStatus.CANCELLED)) {
            return this;
        }
        refuseIfPaid("cancelled");
        return with(current.get().cancelled(now));
    }

    /**
     * Applies what the provider reported about {@code providerPaymentId} when asked; needs a
     * linked provider charge, and changes nothing unless the answer is about it (the charge may
     * have been replaced while the provider was being asked).
     */
    public AssignmentPayment sync(ProviderOutcome outcome, String providerPaymentId, Instant providerPaymentDate,
                                  Instant now) {
        String linked = requireLinkedProviderPaymentId();
        return linked.equals(providerPaymentId) ? apply(outcome, providerPaymentDate, now) : this;
    }

    /**
     * Applies a webhook event about the charge {@code eventChargeId}: the charge whose provider
     * payment the event names, null when no charge of the service ever had it. Money received
     * wins over any state but one an administrator settled (a late payment); see the class notes.
     */
    public AssignmentPayment onProviderEvent(ProviderOutcome outcome, String eventChargeId, Instant providerPaymentDate,
                                             Instant now) {
        Check.required("now", now);
        if (!isAboutCurrent(eventChargeId)) {
            return this;
        }
        return apply(outcome, providerPaymentDate, now);
    }

    /**
     * The provider charge that {@code after}, an administrator's confirm or exempt of this payment, leaves
     * payable at the provider: the pending charge's link still works until the charge is withdrawn there.
     */
    public Optional<String> providerChargeLeftOpenBy(AssignmentPayment after) {
        return paymentRequired() && !after.equals(this) ? linkedProviderPaymentId() : Optional.empty();
    }

    /**
     * Whether the provider reports money received for the current charge, {@code chargeId}, after an
     * administrator settled it (confirmed in cash or exempted): a second payment, which changes nothing here
     * and is to be refunded.
     */
    public boolean isLatePayment(ProviderOutcome outcome, String chargeId) {
        return outcome == ProviderOutcome.PAID && isAboutCurrent(chargeId) && settledByAdministrator();
    }

    /** Whether an event about {@code chargeId} concerns the current charge (and so may change it). */
    public boolean isAboutCurrent(String chargeId) {
        return chargeId != null && current.map(Charge::id).filter(chargeId::equals).isPresent();
    }

    /** Whether the current charge is a pending PIX charge whose QR code has expired at {@code now}. */
    public boolean needsFreshQrCode(Instant now) {
        return current.filter(charge -> charge.needsFreshQrCode(now)).isPresent();
    }

    /**
     * Replaces the expired QR code of the pending PIX charge linked to {@code providerPaymentId};
     * changes nothing when the charge is no longer that one or no longer needs it.
     */
    public AssignmentPayment withFreshQrCode(String providerPaymentId, String qrCode, String qrCodeText, Instant expiresAt,
                                             Instant now) {
        if (!needsFreshQrCode(now) || !current.get().providerPaymentId().equals(providerPaymentId)) {
            return this;
        }
        return with(current.get().withQrCode(Check.required("qrCode", qrCode), Check.required("qrCodeText", qrCodeText),
                expiresAt, now));
    }

    private AssignmentPayment apply(ProviderOutcome outcome, Instant providerPaymentDate, Instant now) {
        Check.required("now", now);
        Check.required("outcome", outcome);
        Charge charge = current.orElseThrow();
        return switch (outcome) {
            case PAID -> is(PaymentStatus.PAID) || settledByAdministrator() ? this
                    : with(charge.paid(charge.method(), providerPaymentDate != null ? providerPaymentDate : now, now));
            case CANCELLED -> is(PaymentStatus.PENDING) || paidThroughProvider() ? with(charge.cancelled(now)) : this;
            case UNCHANGED, RECHECK -> this;
        };
    }

    private boolean settledByAdministrator() {
        return is(PaymentStatus.EXEMPT) || (is(PaymentStatus.PAID) && current.get().method() == PaymentMethod.CASH);
    }

    private boolean paidThroughProvider() {
        return is(PaymentStatus.PAID) && current.get().method() != PaymentMethod.CASH;
    }

    private Charge unpaidOrNew(Supplier<String> newChargeId, PaymentStatus status, Instant now, String action) {
        Check.required("now", now);
        if (current.isEmpty()) {
            return Charge.settledWithoutCharge(newChargeId.get(), assignmentId, organizationId, status, now);
        }
        refuseIfPaid(action);
        return current.get();
    }

    private void refuseIfPaid(String action) {
        if (is(PaymentStatus.PAID)) {
            throw DomainException.conflict("PAYMENT_ALREADY_PAID", "Payment is already paid and cannot be " + action);
        }
    }

    private boolean is(PaymentStatus status) {
        return status().filter(status::equals).isPresent();
    }

    private AssignmentPayment with(Charge charge) {
        return charge == current.orElse(null) ? this : new AssignmentPayment(assignmentId, organizationId,
                Optional.of(charge));
    }
}
