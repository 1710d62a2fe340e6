package app.assessment.application.service.payment;

import app.assessment.application.port.in.payment.ReceiveProviderEventUseCase;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.payment.ChargeRepository;
import app.assessment.application.port.out.payment.ProviderEventLog;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.payment.AssignmentPayment;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Applies provider webhook events. One short transaction: lock the assignment the event names,
 * decide in memory, store the event under its unique id, and write the transition only when this
 * is the event's first delivery. Concurrent deliveries of one id meet at the assignment's lock
 * (or, for an unknown charge, at the event's unique key), so exactly one of them has an effect.
 */
@ApplicationScoped
public class ProviderEventService implements ReceiveProviderEventUseCase {

    private final ChargeRepository charges;
    private final ProviderEventLog events;
    private final PaymentLedger ledger;
    private final Clock clock;

    public ProviderEventService(ChargeRepository charges, ProviderEventLog events, PaymentLedger ledger, Clock clock) {
        this.charges = charges;
        this.events = events;
        this.ledger = ledger;
        this.clock = clock;
    }

    @Override
    @Transactional
    public Outcome receive(ProviderEvent event) {
        Instant now = clock.now();
        Optional<AssignmentPayment> before = lockNamedPayment(event);
        Optional<AssignmentPayment> after = before.map(p -> p.onProviderEvent(event.event(), event.providerPaymentId(),
                event.paymentDate(), now));
        Outcome outcome = before.isEmpty() || before.get().current().isEmpty() ? Outcome.UNKNOWN_CHARGE
                : after.get().equals(before.get()) ? Outcome.UNCHANGED : Outcome.APPLIED;
        String organizationId = before.map(AssignmentPayment::organizationId).orElse(null);
        boolean first = events.recordFirst(new ProviderEventLog.Entry(event.eventId(), event.event(), event.providerPaymentId(),
                event.externalReference(), organizationId, outcome.name().toLowerCase(Locale.ROOT), now));
        if (!first) {
            return Outcome.DUPLICATE;
        }
        if (outcome == Outcome.APPLIED) {
            Map<String, Object> details = new LinkedHashMap<>();
            details.put("event", event.event());
            details.put("eventId", event.eventId());
            details.put("providerPaymentId", event.providerPaymentId());
            ledger.write(before.get(), after.get(), Actor.provider(organizationId, event.ip()), "payment.webhook", details);
        }
        return outcome;
    }

    /** The external reference is the assignment id the service sent; the provider payment id is the fallback. */
    private Optional<AssignmentPayment> lockNamedPayment(ProviderEvent event) {
        Optional<AssignmentPayment> byReference = Optional.ofNullable(event.externalReference()).flatMap(charges::lock);
        if (byReference.isPresent() || event.providerPaymentId() == null) {
            return byReference;
        }
        return charges.assignmentOfProviderPayment(event.providerPaymentId()).flatMap(charges::lock);
    }
}
