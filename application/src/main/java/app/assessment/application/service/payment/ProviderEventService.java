package app.assessment.application.service.payment;

import app.assessment.application.port.in.payment.ReceiveProviderEventUseCase;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.payment.ChargeRepository;
import app.assessment.application.port.out.payment.ChargeRepository.ProviderPaymentOwner;
import app.assessment.application.port.out.payment.ProviderEventLog;
import app.assessment.application.port.out.payment.ReconciliationQueue;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.payment.AssignmentPayment;
import app.assessment.domain.payment.ProviderOutcome;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Applies provider webhook events. One short transaction: find the charge the event's provider
 * payment belongs to (every provider id a charge ever had is kept), lock its assignment, decide in
 * memory, store the event under its unique id, and write the transition only when this is the
 * event's first delivery. Concurrent deliveries of one id meet at the assignment's lock (or, for
 * an unknown charge, at the event's unique key), so exactly one of them has an effect. An event
 * about an older charge of the assignment is stored and changes nothing; money received for a charge an
 * administrator settled is a late payment ({@link LatePayments}). An event that asks for a
 * check (a change made in the provider's panel) makes the charge due for reconciliation at once.
 */
@ApplicationScoped
public class ProviderEventService implements ReceiveProviderEventUseCase {

    private final ChargeRepository charges;
    private final ProviderEventLog events;
    private final PaymentLedger ledger;
    private final ReconciliationQueue queue;
    private final LatePayments latePayments;
    private final Clock clock;

    public ProviderEventService(ChargeRepository charges, ProviderEventLog events, PaymentLedger ledger, ReconciliationQueue queue,
                                LatePayments latePayments, Clock clock) {
        this.charges = charges;
        this.latePayments = latePayments;
        this.queue = queue;
        this.events = events;
        this.ledger = ledger;
        this.clock = clock;
    }

    @Override
    @Transactional
    public Outcome receive(ProviderEvent event) {
        Instant now = clock.now();
        Optional<ProviderPaymentOwner> owner = Optional.ofNullable(event.providerPaymentId()).flatMap(charges::ownerOfProviderPayment);
        // The provider's charge id decides; the external reference only names the assignment when the id is unknown here.
        Optional<AssignmentPayment> before = owner.map(ProviderPaymentOwner::assignmentId)
                .or(() -> Optional.ofNullable(event.externalReference()))
                .flatMap(charges::lock);
        String chargeId = owner.map(ProviderPaymentOwner::chargeId).orElse(null);
        Optional<AssignmentPayment> after = before.map(p -> p.onProviderEvent(event.outcome(), chargeId, event.paymentDate(), now));
        boolean late = before.isPresent() && before.get().isLatePayment(event.outcome(), chargeId);
        Outcome outcome = before.isEmpty() || before.get().current().isEmpty() ? Outcome.UNKNOWN_CHARGE
                : late ? Outcome.LATE_PAYMENT : after.get().equals(before.get()) ? Outcome.UNCHANGED : Outcome.APPLIED;
        String organizationId = before.map(AssignmentPayment::organizationId).orElse(null);
        boolean first = events.recordFirst(new ProviderEventLog.Entry(event.eventId(), event.event(), event.providerPaymentId(),
                event.externalReference(), organizationId, outcome.name().toLowerCase(Locale.ROOT), now));
        if (!first) {
            return Outcome.DUPLICATE;
        }
        if (event.outcome() == ProviderOutcome.RECHECK && before.get().isAboutCurrent(chargeId)) {
            queue.askAgainAt(before.get().assignmentId(), now);
        }
        if (outcome == Outcome.APPLIED || outcome == Outcome.LATE_PAYMENT) {
            Map<String, Object> details = new LinkedHashMap<>();
            details.put("event", event.event());
            details.put("eventId", event.eventId());
            details.put("providerPaymentId", event.providerPaymentId());
            Actor provider = Actor.provider(organizationId, event.ip());
            if (late) {
                latePayments.record(before.get(), provider, details);
            } else {
                ledger.write(before.get(), after.get(), provider, "payment.webhook", details);
            }
        }
        return outcome;
    }
}
