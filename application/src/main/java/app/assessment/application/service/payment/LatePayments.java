package app.assessment.application.service.payment;

import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.payment.ProviderWithdrawals;
import app.assessment.application.port.out.user.UserRepository;
import app.assessment.application.service.notification.NotificationEnqueuer;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.payment.AssignmentPayment;
import app.assessment.domain.payment.Charge;
import app.assessment.domain.user.Permissions;
import app.assessment.domain.user.User;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Money the provider received for a charge an administrator had settled by hand (the domain decides:
 * {@link AssignmentPayment#isLatePayment}). The payment stays as it is; the charge's withdrawal stops, and
 * the first report of it is audited and told to the organization's administrators in the app, so someone
 * refunds the payer. Joins the caller's transaction.
 */
@ApplicationScoped
public class LatePayments {

    private final ProviderWithdrawals withdrawals;
    private final UserRepository users;
    private final AuditTrail auditTrail;
    private final NotificationEnqueuer notifications;
    private final IdGenerator ids;
    private final Clock clock;

    public LatePayments(ProviderWithdrawals withdrawals, UserRepository users, AuditTrail auditTrail,
                        NotificationEnqueuer notifications, IdGenerator ids, Clock clock) {
        this.withdrawals = withdrawals;
        this.users = users;
        this.auditTrail = auditTrail;
        this.notifications = notifications;
        this.ids = ids;
        this.clock = clock;
    }

    /** @param details what reported it (the event, or the sync's provider status) */
    public void record(AssignmentPayment payment, Actor actor, Map<String, Object> details) {
        Charge charge = payment.current().orElseThrow();
        var withdrawal = new ProviderWithdrawals.Withdrawal(ids.newId(), payment.organizationId(), payment.assignmentId(),
                charge.id(), charge.providerPaymentId(), 0);
        if (!withdrawals.latePayment(withdrawal, clock.now())) {
            return;
        }
        Map<String, Object> changes = new LinkedHashMap<>();
        changes.put("chargeId", charge.id());
        changes.put("status", charge.status().wireValue());
        changes.put("amount", charge.amount() == null ? null : charge.amount().reais());
        changes.put("refundDue", true);
        changes.putAll(details);
        auditTrail.record(new AuditEntry(clock.now(), actor, "payment.late-payment", "Assignment", payment.assignmentId(), changes));
        notifications.refundDue(payment, administrators(payment.organizationId()));
    }

    private List<String> administrators(String organizationId) {
        return users.inOrganization(organizationId).stream()
                .filter(user -> user.active() && Permissions.managesPayments(user.role()))
                .map(User::id).toList();
    }
}
