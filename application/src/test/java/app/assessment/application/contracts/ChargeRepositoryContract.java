package app.assessment.application.contracts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.application.port.out.assignment.AssignmentRepository;
import app.assessment.application.port.out.payment.ChargeRepository;
import app.assessment.application.port.out.payment.ChargeRepository.ProviderPaymentOwner;
import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.payment.Amount;
import app.assessment.domain.payment.AssignmentPayment;
import app.assessment.domain.payment.Charge;
import app.assessment.domain.payment.PaymentMethod;
import app.assessment.domain.payment.PaymentStatus;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** {@code ChargeRepository} as its port promises it, on whichever side a subclass gives. */
public abstract class ChargeRepositoryContract extends RepositoryContract {

    @Override
    protected abstract AssignmentRepository assignments();

    protected abstract ChargeRepository charges();

    @Test
    void anAssignmentWithoutACharge_hasAPaymentWithNoCurrentCharge_andAnUnknownOneNone() {
        Assignment assignment = storedAssignment();

        assertThat(inTransaction(() -> charges().find(assignment.id())))
                .contains(AssignmentPayment.none(assignment.id(), world().organizationId()));
        assertThat(inTransaction(() -> charges().find(unique("ca")))).isEmpty();
        assertThat(inTransaction(() -> charges().lock(unique("ca")))).isEmpty();
    }

    @Test
    void anInsertedCharge_isCurrent_andReadBackAsItWas_lockedOrNot() {
        Assignment assignment = storedAssignment();
        Charge charge = pending(assignment);

        inTransaction(() -> charges().insert(charge));

        assertThat(inTransaction(() -> charges().find(assignment.id()).flatMap(AssignmentPayment::current))).contains(charge);
        assertThat(inTransaction(() -> charges().lock(assignment.id()).flatMap(AssignmentPayment::current))).contains(charge);
    }

    @Test
    void aSecondInsert_replacesTheCurrentCharge_andTheFirstStillOwnsItsProviderPayment() {
        Assignment assignment = storedAssignment();
        Charge first = pending(assignment);
        Charge second = pending(assignment);
        inTransaction(() -> charges().insert(first));

        inTransaction(() -> charges().insert(second));

        assertThat(inTransaction(() -> charges().find(assignment.id()).flatMap(AssignmentPayment::current))).contains(second);
        assertThat(inTransaction(() -> charges().ownerOfProviderPayment(first.providerPaymentId())))
                .contains(new ProviderPaymentOwner(assignment.id(), first.id()));
        assertThat(inTransaction(() -> charges().ownerOfProviderPayment(unique("pay_")))).isEmpty();
    }

    @Test
    void update_writesTheCurrentCharge_andRefusesAReplacedOne() {
        Assignment assignment = storedAssignment();
        Charge first = pending(assignment);
        inTransaction(() -> charges().insert(first));
        Instant later = T0.plus(Duration.ofHours(1));
        Charge cancelled = new Charge(first.id(), assignment.id(), first.organizationId(), first.method(), first.amount(),
                PaymentStatus.CANCELLED, null, null, null, null, null, null, later, T0, later);

        inTransaction(() -> charges().update(cancelled));
        assertThat(inTransaction(() -> charges().find(assignment.id()).flatMap(AssignmentPayment::current))).contains(cancelled);

        inTransaction(() -> charges().insert(pending(assignment)));
        assertThatThrownBy(() -> inTransaction(() -> charges().update(cancelled))).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aCreationClaim_isHeldUntilReleasedOrStale() {
        String assignmentId = storedAssignment().id();
        Instant staleBefore = T0.minus(Duration.ofMinutes(5));

        assertThat(inTransaction(() -> charges().claimCreation(assignmentId, T0, staleBefore))).isTrue();
        assertThat(inTransaction(() -> charges().claimCreation(assignmentId, T0.plusSeconds(1), staleBefore))).isFalse();
        Instant muchLater = T0.plus(Duration.ofHours(1));
        assertThat(inTransaction(() -> charges().claimCreation(assignmentId, muchLater, muchLater.minus(Duration.ofMinutes(5)))))
                .as("a claim older than staleBefore belongs to a creation that died").isTrue();

        inTransaction(() -> charges().releaseCreation(assignmentId));
        assertThat(inTransaction(() -> charges().claimCreation(assignmentId, muchLater, staleBefore))).isTrue();
    }

    private static Charge pending(Assignment assignment) {
        String id = unique("cc");
        return new Charge(id, assignment.id(), assignment.organizationId(), PaymentMethod.PIX, new Amount(new BigDecimal("49.90")),
                PaymentStatus.PENDING, unique("pay_"), "https://pay.example/i/" + id, "qr-image", "qr-text", T0.plus(Duration.ofDays(1)),
                null, null, T0, T0);
    }

}
