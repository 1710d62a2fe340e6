package app.assessment.application.service.payment;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.metrics.OperationalMetrics;
import app.assessment.application.port.out.payment.ChargeRepository;
import app.assessment.application.service.notification.NotificationEnqueuer;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.payment.AssignmentPayment;
import app.assessment.domain.payment.Charge;
import app.assessment.domain.payment.PaymentStatus;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Permissions;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Reads payments under the assignment's lock and writes transitions with their audit entries,
 * for every use case that changes a payment, with the notifications they cause (a charge asked
 * for, a charge paid by any path). Joins the caller's transaction.
 */
@ApplicationScoped
public class PaymentLedger {

    private final ChargeRepository charges;
    private final AuditTrail auditTrail;
    private final Clock clock;
    private final OperationalMetrics metrics;
    private final NotificationEnqueuer notifications;

    public PaymentLedger(ChargeRepository charges, AuditTrail auditTrail, Clock clock, OperationalMetrics metrics,
                         NotificationEnqueuer notifications) {
        this.charges = charges;
        this.auditTrail = auditTrail;
        this.clock = clock;
        this.metrics = metrics;
        this.notifications = notifications;
    }

    /** For the administrators' actions: 403 for anyone else, then as {@link #lock(String, String)}. */
    public AssignmentPayment lockForAdmin(Caller caller, String assignmentId) {
        if (!Permissions.managesPayments(caller.role())) {
            throw DomainException.forbidden("FORBIDDEN", "Only administrators manage payments");
        }
        return lock(caller.organizationId(), assignmentId);
    }

    /** The payment of an assignment of the organization, locked; 404 for any other. */
    public AssignmentPayment lock(String organizationId, String assignmentId) {
        return charges.lock(assignmentId).filter(p -> p.organizationId().equals(organizationId))
                .orElseThrow(() -> DomainException.notFound("Assignment"));
    }

    /**
     * Stores {@code after} when it differs from {@code before} (inserting a new charge, else
     * updating the current one) and records who did it. A transition that changes nothing writes
     * nothing: the audit log holds effects only.
     *
     * @return whether anything was written
     */
    public boolean write(AssignmentPayment before, AssignmentPayment after, Actor actor, String action,
                         Map<String, Object> details) {
        if (after.equals(before)) {
            return false;
        }
        Charge charge = after.current().orElseThrow();
        boolean isNew = before.current().map(Charge::id).filter(charge.id()::equals).isEmpty();
        String from = before.status().map(PaymentStatus::wireValue).orElse("none");
        Map<String, Object> changes = new LinkedHashMap<>();
        changes.put("chargeId", charge.id());
        changes.put("from", from);
        changes.put("to", charge.status().wireValue());
        changes.put("method", charge.method() == null ? null : charge.method().wireValue());
        changes.put("amount", charge.amount() == null ? null : charge.amount().reais());
        changes.putAll(details);
        auditTrail.record(new AuditEntry(clock.now(), actor, action, "Assignment", after.assignmentId(), changes));
        if (isNew) {
            charges.insert(charge);
        } else {
            charges.update(charge);
        }
        if (!from.equals(charge.status().wireValue())) {
            metrics.chargeStatusChanged(from, charge.status().wireValue());
        }
        notifications.paymentChanged(before, after);
        return true;
    }
}
